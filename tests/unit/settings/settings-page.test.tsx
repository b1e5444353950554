import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import SettingsPage from "@/app/(panel)/settings/page";
import { AccessProvider } from "@/lib/auth/access-context";
import type { MemberOf } from "@/lib/contract/auth";
import { DEFAULT_PANEL_PREFERENCES, type PanelPreferences } from "@/lib/contract/panel-preferences";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { PanelPreferencesProvider } from "@/lib/preferences/preferences-context";
import { colleagueOf } from "../access/render-as";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { testQueryClient } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  usePathname: () => "/settings",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const SETTING = "/api/v1/api/user/setting";

const setting = (preferences: PanelPreferences) => ({
  low_credit_threshold: 500_000,
  notifications: DEFAULT_NOTIFICATION_CHANNELS,
  preferences,
});

let network: FakeNetwork;
beforeEach(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  network = fakeNetwork({
    [`GET ${SETTING}`]: ok(setting(DEFAULT_PANEL_PREFERENCES)),
    [`POST ${SETTING}`]: (body) =>
      ok(
        setting({ ...DEFAULT_PANEL_PREFERENCES, ...(body as { preferences: Partial<PanelPreferences> }).preferences }),
      ),
  });
});
afterEach(() => {
  network.restore();
  document.documentElement.className = "";
  localStorage.clear();
});

/** The page as the panel's layout renders it for this member (null: the owner). */
function renderPageAs(memberOf: MemberOf | null) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AccessProvider memberOf={memberOf}>
        <PanelPreferencesProvider applyTheme>
          <SettingsPage />
        </PanelPreferencesProvider>
      </AccessProvider>
    </QueryClientProvider>,
  );
}

describe("the panel's preferences page", () => {
  it("shows a colleague only the preferences, and saves their own theme without the account's settings", async () => {
    renderPageAs(colleagueOf(["reports.view"]));
    const form = screen.getByRole("form", { name: "ترجیحات پنل" });
    expect(screen.queryByRole("link", { name: "تنظیمات حساب" })).toBeNull();
    await waitFor(() => expect(network.to("GET", SETTING)).toHaveLength(1));

    fireEvent.click(within(screen.getByRole("group", { name: "پوسته" })).getByRole("radio", { name: "تیره" }));
    fireEvent.click(within(form).getByRole("button", { name: "ذخیرهٔ ترجیحات" }));
    await waitFor(() => expect(network.to("POST", SETTING)).toHaveLength(1));
    const body = network.to("POST", SETTING)[0]!.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["preferences"]);
    expect(body.preferences).toMatchObject({ theme: "dark" });
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
  });

  it("shows the owner the preferences and the way to the account's settings", () => {
    renderPageAs(null);
    expect(screen.getByRole("form", { name: "ترجیحات پنل" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تنظیمات حساب" })).toHaveAttribute("href", "/profile/settings");
  });
});
