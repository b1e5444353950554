import { screen, within } from "@testing-library/react";
import { BottomBar } from "@/components/layout/bottom-bar";
import { Sidebar } from "@/components/layout/sidebar";
import { PERMISSIONS } from "@/lib/contract/permissions";
import {
  bottomBarItems,
  MORE_MENU_HREF,
  moreMenuGroups,
  NAV_GROUPS,
  visibleNavGroups,
} from "@/lib/navigation/nav-items";
import { MoreMenu } from "@/components/layout/more-menu";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { colleagueOf, renderAs, SEND_ONLY } from "./render-as";

jest.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork({ "GET /api/v1/api/report/messages-inbox/unread-count": ok({ count: 4 }) });
});
afterEach(() => network.restore());

const ids = (access: Parameters<typeof visibleNavGroups>[1]) =>
  visibleNavGroups(NAV_GROUPS, access).flatMap((g) => g.items.map((i) => i.id));

describe("the navigation a member sees", () => {
  it("is the owner's whole panel, colleagues included", () => {
    expect(ids("all")).toEqual(
      expect.arrayContaining([
        "home",
        "send-sms",
        "reports",
        "inbox",
        "contacts",
        "colleagues",
        "wallet",
        "transactions",
      ]),
    );
  });

  it("is home, sending and reports for a send-only role, and the plugins, the API reference, whom to call and the panel's preferences, which are every member's", () => {
    expect(ids(SEND_ONLY)).toEqual([
      "home",
      "send-sms",
      "reports",
      "facilities",
      "developers",
      "support-contact",
      "settings",
    ]);
    expect(bottomBarItems(NAV_GROUPS, SEND_ONLY).map((i) => i.id)).toEqual(["home", "send-sms", "reports"]);
  });

  it("never holds colleagues for a colleague, whatever their role", () => {
    expect(ids(PERMISSIONS)).not.toContain("colleagues");
    expect(ids(PERMISSIONS)).toEqual(expect.arrayContaining(["wallet", "transactions", "inbox", "contacts"]));
  });

  it("drops a group whose every item the role lacks", () => {
    const groups = visibleNavGroups(NAV_GROUPS, ["send.quick"]);
    expect(groups.map((g) => g.id)).toEqual(["main", "services", "support", "account"]);
    // The services keep the facilities and the developers' catalogue and reference alone: patterns, colleagues and keys ask more.
    expect(groups[1]!.items.map((i) => i.id)).toEqual(["facilities", "developers"]);
    expect(groups[1]!.items[1]!.children!.map((i) => i.id)).toEqual(["developers-plugins", "developers-documents"]);
    // Support keeps the contact information alone: the requests ask tickets.manage.
    expect(groups[2]!.items.map((i) => i.id)).toEqual(["support-contact"]);
    // The panel's preferences are each member's own.
    expect(groups[3]!.items.map((i) => i.id)).toEqual(["settings"]);
  });

  it("renders a send-only colleague's sidebar without the wallet, the inbox or colleagues, and asks no inbox count", () => {
    renderAs(colleagueOf(SEND_ONLY), <Sidebar />);
    const nav = screen.getByRole("navigation", { name: "منوی اصلی" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual([
      "/dashboard",
      "/send-sms",
      "/reports",
      "/facilities",
      "/developers/plugins",
      "/developers/plugins",
      "/developers/documents",
      "/support/contact-info",
      "/settings",
    ]);
    expect(within(nav).getByRole("link", { name: "ترجیحات پنل" })).toHaveAttribute("href", "/settings");
    expect(within(nav).queryByRole("link", { name: "کلیدهای API" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "کیف پول" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "همکاران" })).toBeNull();
    expect(network.calls).toHaveLength(0);
  });

  it("renders the owner's sidebar with colleagues", () => {
    renderAs(null, <Sidebar />);
    expect(screen.getByRole("link", { name: "همکاران" })).toHaveAttribute("href", "/colleagues");
  });

  it("renders a send-only colleague's bottom bar with home, sending and reports, and «بیشتر» for whom to call", () => {
    renderAs(colleagueOf(SEND_ONLY), <BottomBar />);
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["خانه", "ارسال پیامک", "گزارش‌ها", "بیشتر"]);
  });
});

describe("the phone's «بیشتر»", () => {
  it("leads the owner from the bottom bar to the areas it has no room for, colleagues among them", () => {
    renderAs(null, <BottomBar />);
    expect(screen.getByRole("link", { name: "بیشتر" })).toHaveAttribute("href", MORE_MENU_HREF);
    const more = moreMenuGroups(NAV_GROUPS, "all").flatMap((group) => group.items.map((item) => item.href));
    expect(more).toEqual(expect.arrayContaining(["/inbox", "/colleagues", "/wallet/transactions"]));
    expect(more).not.toContain("/dashboard");
  });

  it("lists for a colleague only what their role opens, the developers' reading, the contact information and the panel's preferences every member's", () => {
    expect(moreMenuGroups(NAV_GROUPS, SEND_ONLY).flatMap((group) => group.items.map((item) => item.href))).toEqual([
      "/facilities",
      "/developers/plugins",
      "/developers/documents",
      "/support/contact-info",
      "/settings",
    ]);
    renderAs(colleagueOf(["contacts.view", "inbox.view"]), <MoreMenu />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/inbox",
      "/facilities",
      "/developers/plugins",
      "/developers/documents",
      "/support/contact-info",
      "/settings",
    ]);
  });
});
