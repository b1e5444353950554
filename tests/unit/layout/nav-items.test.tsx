import { screen, within } from "@testing-library/react";
import { Sidebar } from "@/components/layout/sidebar";
import { BottomBar } from "@/components/layout/bottom-bar";
import { bottomBarItems, isActivePath, NAV_GROUPS, visibleNavGroups, type NavGroup } from "@/lib/navigation/nav-items";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const groups: NavGroup[] = [
  {
    id: "a",
    items: [
      { id: "home", label: "خانه", href: "/dashboard", icon: "home", ready: true, bottomBar: true },
      { id: "send", label: "ارسال", href: "/send-sms", icon: "send", ready: false, bottomBar: true },
    ],
  },
  {
    id: "b",
    title: "سرویس‌ها",
    items: [
      {
        id: "secretary",
        label: "منشی",
        href: "/secretary",
        icon: "secretary",
        ready: false,
        children: [
          { id: "inbox", label: "دریافتی", href: "/secretary/received-message/inbox", icon: "inbox", ready: false },
          { id: "keywords", label: "کلمه کلیدی", href: "/secretary/keywords/list", icon: "key", ready: true },
        ],
      },
    ],
  },
  {
    id: "c",
    title: "مالی",
    items: [{ id: "wallet", label: "کیف پول", href: "/wallet/credit", icon: "wallet", ready: false }],
  },
];

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork({ "GET /api/v1/api/report/messages-inbox/unread-count": ok({ count: 0 }) });
});
afterEach(() => network.restore());

describe("the navigation list", () => {
  it("hides items whose pages do not exist yet, and groups left empty", () => {
    const visible = visibleNavGroups(groups);
    expect(visible.map((g) => g.id)).toEqual(["a", "b"]);
    expect(visible[0]!.items.map((i) => i.id)).toEqual(["home"]);
  });

  it("keeps a parent for its ready children only, pointing at the first of them", () => {
    const secretary = visibleNavGroups(groups)[1]!.items[0]!;
    expect(secretary.children!.map((c) => c.id)).toEqual(["keywords"]);
    expect(secretary.href).toBe("/secretary/keywords/list");
  });

  it("feeds the bottom bar from the same list", () => {
    expect(bottomBarItems(groups).map((i) => i.id)).toEqual(["home"]);
  });

  it("marks a section active on its sub-pages but not on a lookalike path", () => {
    expect(isActivePath("/reports/12", "/reports")).toBe(true);
    expect(isActivePath("/reports-archive", "/reports")).toBe(false);
  });

  it("renders only links to pages that exist, with the current one marked", () => {
    renderWithQuery(<Sidebar />);
    const nav = screen.getByRole("navigation", { name: "منوی اصلی" });
    const links = within(nav).getAllByRole("link");
    const readyCount = visibleNavGroups(NAV_GROUPS).flatMap((g) =>
      g.items.flatMap((i) => [i, ...(i.children ?? [])]),
    ).length;
    expect(links).toHaveLength(readyCount);
    expect(within(nav).getByRole("link", { name: "خانه" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "گزارش‌ها" })).toHaveAttribute("href", "/reports");
    // The spec's order: home, send SMS, reports, received SMS.
    expect(links.slice(0, 4).map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard",
      "/send-sms",
      "/reports",
      "/inbox",
    ]);
    expect(within(nav).getByRole("link", { name: "کیف پول" })).toHaveAttribute("href", "/wallet/credit");
    expect(within(nav).getByRole("link", { name: "تاریخچه تراکنش‌ها" })).toHaveAttribute(
      "href",
      "/wallet/transactions",
    );
    // The pattern and predefined messages areas, the files and the plans.
    expect(within(nav).getByRole("link", { name: "پیامک الگو" })).toHaveAttribute("href", "/pattern");
    expect(within(nav).getByRole("link", { name: "پیام‌های از پیش تعریف‌شده" })).toHaveAttribute(
      "href",
      "/predefined-messages",
    );
    expect(within(nav).getByRole("link", { name: "مدیریت فایل‌ها" })).toHaveAttribute("href", "/file-management");
    expect(within(nav).getByRole("link", { name: "پنل‌ها" })).toHaveAttribute("href", "/plans");
    // The developers' area: its catalogue, keys and reference, as the spec's sidebar lists them.
    expect(within(nav).getByRole("link", { name: "افزونه‌ها" })).toHaveAttribute("href", "/developers/plugins");
    expect(within(nav).getByRole("link", { name: "کلیدهای API" })).toHaveAttribute("href", "/developers/api-keys");
    expect(within(nav).getByRole("link", { name: "مستندات" })).toHaveAttribute("href", "/developers/documents");
    // The owner's colleagues area.
    expect(within(nav).getByRole("link", { name: "همکاران" })).toHaveAttribute("href", "/colleagues");
    // Support: the requests (tickets and suggestion requests, one list) and the contact information.
    expect(within(nav).getByRole("link", { name: "درخواست‌ها" })).toHaveAttribute("href", "/support");
    expect(within(nav).getByRole("link", { name: "اطلاعات تماس" })).toHaveAttribute("href", "/support/contact-info");
  });

  it("counts the requests whose answer is not seen yet beside «درخواست‌ها»", async () => {
    network.restore();
    network = fakeNetwork({
      "GET /api/v1/api/report/messages-inbox/unread-count": ok({ count: 0 }),
      "GET /api/v1/api/ticket": (_body, call) => ({
        body: {
          data: [],
          meta: {
            status: true,
            message: null,
            current_page: 1,
            per_page: Number(call.query.get("per_page")),
            // Only the unseen ones are counted.
            total: call.query.get("user_seen") === "0" ? 3 : 40,
            last_page: 1,
            from: null,
            to: null,
          },
        },
      }),
    });
    renderWithQuery(<Sidebar />);
    const link = within(screen.getByRole("navigation", { name: "منوی اصلی" })).getByRole("link", {
      name: /^درخواست‌ها/,
    });
    expect(await within(link).findByText("۳")).toBeInTheDocument();
    expect(link).toHaveTextContent("درخواست با پاسخ دیده‌نشده");
  });

  it("shows the same ready items in the mobile bottom bar", () => {
    renderWithQuery(<BottomBar />);
    expect(screen.getByRole("link", { name: "خانه" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "ارسال پیامک" })).toHaveAttribute("href", "/send-sms");
    expect(screen.getByRole("link", { name: "گزارش‌ها" })).toHaveAttribute("href", "/reports");
    expect(screen.getByRole("link", { name: "کیف پول" })).toHaveAttribute("href", "/wallet/credit");
    expect(screen.queryByRole("link", { name: "تاریخچه تراکنش‌ها" })).toBeNull();
  });
});
