import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { PanelPreferencesForm } from "@/components/settings/panel-preferences-form";
import { walletKeys } from "@/lib/api/queries/wallet-keys";
import { DEFAULT_PANEL_PREFERENCES, type PanelPreferences } from "@/lib/contract/panel-preferences";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { PanelPreferencesProvider } from "@/lib/preferences/preferences-context";
import { toastStore } from "@/lib/ui/toast-store";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { testQueryClient } from "../support/render-with-query";

const SETTING = "/api/v1/api/user/setting";

let network: FakeNetwork;
afterEach(() => {
  network.restore();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("data-tablet");
  localStorage.clear();
});

let systemDark = true;
beforeEach(() => {
  systemDark = true;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("prefers-color-scheme: dark") ? systemDark : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

const setting = (preferences: PanelPreferences) => ({
  low_credit_threshold: null,
  notifications: DEFAULT_NOTIFICATION_CHANNELS,
  preferences,
});

function renderForm(ui: ReactElement, client: QueryClient = testQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <PanelPreferencesProvider applyTheme>{ui}</PanelPreferencesProvider>
    </QueryClientProvider>,
  );
  return client;
}

const group = (name: string) => screen.getByRole("group", { name });
const save = () => screen.getByRole("button", { name: "ذخیرهٔ ترجیحات" });

describe("the panel preferences form", () => {
  it("shows what is saved, and saves the member's choice", async () => {
    const saved: PanelPreferences = { ...DEFAULT_PANEL_PREFERENCES, theme: "dark", page_size: 50 };
    network = fakeNetwork({
      [`GET ${SETTING}`]: ok(setting(saved)),
      [`POST ${SETTING}`]: (body) =>
        ok(setting({ ...saved, ...(body as { preferences: Partial<PanelPreferences> }).preferences })),
    });
    const client = renderForm(<PanelPreferencesForm />);
    await waitFor(() => expect(within(group("پوسته")).getByRole("radio", { name: "تیره" })).toBeChecked());
    expect(within(group("تعداد پیش‌فرض در صفحه")).getByRole("radio", { name: "۵۰" })).toBeChecked();
    expect(within(group("تراکم جدول‌ها در رایانه")).getByRole("radio", { name: /راحت/ })).toBeChecked();
    expect(within(group("چیدمان در تبلت")).getByRole("radio", { name: /چیدمان رایانه/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /پاسخ پشتیبانی/ })).toBeChecked();
    expect(save()).toBeDisabled();

    fireEvent.click(within(group("پوسته")).getByRole("radio", { name: "مطابق دستگاه" }));
    fireEvent.click(within(group("تراکم جدول‌ها در رایانه")).getByRole("radio", { name: /فشرده/ }));
    fireEvent.click(within(group("چیدمان در تبلت")).getByRole("radio", { name: /چیدمان موبایل/ }));
    fireEvent.click(within(group("تعداد پیش‌فرض در صفحه")).getByRole("radio", { name: "۲۰" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /پاسخ پشتیبانی/ }));
    fireEvent.click(save());

    await waitFor(() => expect(network.to("POST", SETTING)).toHaveLength(1));
    const expected: PanelPreferences = {
      theme: "system",
      density: "compact",
      page_size: 20,
      tablet_layout: "phone",
      toasts: { ...DEFAULT_PANEL_PREFERENCES.toasts, ticket_answered: false },
    };
    expect(network.to("POST", SETTING)[0]!.body).toEqual({ preferences: expected });
    await waitFor(() => expect(toastStore.snapshot().map((item) => item.message)).toContain("ترجیحات پنل ذخیره شد."));
    // The panel follows at once: the saved preferences, the device's dark theme, the phone layout on tablets.
    await waitFor(() => expect(client.getQueryData(walletKeys.setting())).toMatchObject({ preferences: expected }));
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem("theme")).toBe("system");
    expect(document.documentElement.getAttribute("data-tablet")).toBe("phone");
    expect(save()).toBeDisabled();
  });

  it("keeps the choice and says why when the upstream refuses it", async () => {
    network = fakeNetwork({
      [`GET ${SETTING}`]: ok(setting(DEFAULT_PANEL_PREFERENCES)),
      [`POST ${SETTING}`]: failure(422, "پوستهٔ پنل را انتخاب کنید", {
        "preferences.theme": ["پوستهٔ پنل را انتخاب کنید"],
      }),
    });
    renderForm(<PanelPreferencesForm />);
    await waitFor(() => expect(within(group("پوسته")).getByRole("radio", { name: "روشن" })).toBeChecked());
    const dark = within(group("پوسته")).getByRole("radio", { name: "تیره" });
    fireEvent.click(dark);
    fireEvent.click(save());
    expect(await screen.findByText("پوستهٔ پنل را انتخاب کنید")).toBeInTheDocument();
    expect(dark).toBeChecked();
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("reads an upstream that keeps no preferences as the defaults", async () => {
    network = fakeNetwork({
      [`GET ${SETTING}`]: ok({ low_credit_threshold: null, notifications: DEFAULT_NOTIFICATION_CHANNELS }),
    });
    renderForm(<PanelPreferencesForm />);
    await waitFor(() => expect(network.to("GET", SETTING)).toHaveLength(1));
    expect(within(group("پوسته")).getByRole("radio", { name: "روشن" })).toBeChecked();
    expect(within(group("تعداد پیش‌فرض در صفحه")).getByRole("radio", { name: "۱۰" })).toBeChecked();
  });
});
