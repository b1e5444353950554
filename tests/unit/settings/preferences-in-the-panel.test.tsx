import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, type DataTableColumn } from "@/components/ui/table";
import { walletKeys } from "@/lib/api/queries/wallet-keys";
import {
  DEFAULT_PANEL_PREFERENCES,
  preferencesChangeSchema,
  type PanelPreferences,
} from "@/lib/contract/panel-preferences";
import { DEFAULT_NOTIFICATION_CHANNELS, userSettingSchema } from "@/lib/contract/user-setting";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { PanelPreferencesProvider } from "@/lib/preferences/preferences-context";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { testQueryClient } from "../support/render-with-query";
import { renderWithUrl } from "../table/render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));

const SETTING = "/api/v1/api/user/setting";

/** The panel's frame as the layout gives it: the member's saved preferences in the cache. */
function Panel({
  preferences,
  owner = true,
  children,
}: {
  preferences: Partial<PanelPreferences>;
  owner?: boolean;
  children: ReactNode;
}) {
  const client = testQueryClient();
  client.setQueryData(walletKeys.setting(), {
    low_credit_threshold: null,
    notifications: DEFAULT_NOTIFICATION_CHANNELS,
    preferences: { ...DEFAULT_PANEL_PREFERENCES, ...preferences },
  });
  return (
    <QueryClientProvider client={client}>
      <PanelPreferencesProvider applyTheme={owner}>{children}</PanelPreferencesProvider>
    </QueryClientProvider>
  );
}

const columns: DataTableColumn<{ id: number }>[] = [{ key: "id", header: "شناسه", cell: (row) => row.id }];
const table = <DataTable caption="ردیف‌ها" columns={columns} rows={[{ id: 1 }]} getRowKey={(row) => String(row.id)} />;

describe("the member's preferences across the panel", () => {
  it("make the desktop tables compact or comfortable", () => {
    const { unmount } = renderWithUrl(<Panel preferences={{ density: "compact" }}>{table}</Panel>);
    expect(screen.getByRole("table")).toHaveAttribute("data-density", "compact");
    expect(screen.getByRole("cell", { name: "1" })).toHaveClass("py-1");
    unmount();
    renderWithUrl(<Panel preferences={{}}>{table}</Panel>);
    expect(screen.getByRole("table")).toHaveAttribute("data-density", "comfortable");
    expect(screen.getByRole("cell", { name: "1" })).toHaveClass("py-2.5");
  });

  it("give a list its page size when the link names none, and leave the link's own alone", async () => {
    const { url, unmount } = renderWithUrl(
      <Panel preferences={{ page_size: 50 }}>
        <Pagination total={234} />
      </Panel>,
    );
    expect(screen.getByText("نمایش ۱ تا ۵۰ از ۲۳۴")).toBeInTheDocument();
    expect(url().get("limit")).toBeNull();
    unmount();
    renderWithUrl(
      <Panel preferences={{ page_size: 50 }}>
        <Pagination total={234} />
      </Panel>,
      "?limit=20",
    );
    expect(screen.getByText("نمایش ۱ تا ۲۰ از ۲۳۴")).toBeInTheDocument();
  });

  it("keep the header's theme switch in the owner's preferences, and a colleague's in the browser only", async () => {
    const network: FakeNetwork = fakeNetwork({
      [`POST ${SETTING}`]: (body) =>
        ok({
          low_credit_threshold: null,
          notifications: DEFAULT_NOTIFICATION_CHANNELS,
          preferences: { ...DEFAULT_PANEL_PREFERENCES, ...(body as { preferences: object }).preferences },
        }),
    });
    try {
      const { unmount } = renderWithUrl(
        <Panel preferences={{}}>
          <ThemeToggle />
        </Panel>,
      );
      fireEvent.click(screen.getByRole("button", { name: "حالت تیره" }));
      expect(document.documentElement).toHaveClass("dark");
      expect(localStorage.getItem("dark")).toBe("true");
      await waitFor(() => expect(network.to("POST", SETTING)).toHaveLength(1));
      expect(network.to("POST", SETTING)[0]!.body).toEqual({ preferences: { theme: "dark" } });
      unmount();

      renderWithUrl(
        <Panel preferences={{}} owner={false}>
          <ThemeToggle />
        </Panel>,
      );
      fireEvent.click(screen.getByRole("button", { name: "حالت روشن" }));
      expect(document.documentElement).not.toHaveClass("dark");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(network.to("POST", SETTING)).toHaveLength(1);
    } finally {
      network.restore();
      localStorage.clear();
      document.documentElement.className = "";
    }
  });

  it("are checked in the browser with the upstream's schema: unknown keys and values are refused", () => {
    expect(preferencesChangeSchema.safeParse({ theme: "dark" }).success).toBe(true);
    for (const hostile of [
      { theme: "neon" },
      { page_size: 1000 },
      { density: "x".repeat(10_000) },
      { toasts: { bell: true } },
      { toasts: { ticket_answered: "yes" } },
      { colour: "red" },
    ]) {
      const result = userSettingSchema.safeParse({ preferences: hostile });
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(userSettingSchema.safeParse({ preferences: {}, admin: true }).success).toBe(false);
  });
});
