import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { SendWays } from "@/app/(panel)/send-sms/_components/send-ways";
import { QuickAccess } from "@/app/(panel)/dashboard/_components/quick-access";
import { HomeBanners } from "@/app/(panel)/dashboard/_components/home-banners";
import { Header } from "@/components/layout/header";
import { TopStrip } from "@/components/layout/top-strip";
import { PageAccessGate } from "@/components/layout/page-access-gate";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";
import { PERMISSIONS } from "@/lib/contract/permissions";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { mockViewport } from "../date/viewport";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { colleagueOf, renderAs, SEND_ONLY } from "./render-as";

let pathname = "/dashboard";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const TILES = [
  { id: 1, title: "ارسال سریع", icon: "send", link: "/send-sms/quick" },
  { id: 2, title: "افزایش اعتبار", icon: "wallet", link: "/wallet/credit" },
  { id: 3, title: "دفترچه تلفن", icon: "phonebook", link: "/contacts/all-groups" },
  { id: 4, title: "گزارش‌ها", icon: "report", link: "/reports?state=sent" },
  { id: 5, title: "همکاران", icon: "users", link: "/colleagues" },
];

const banner = (id: number, type: number, alt: string, link: string | null) => ({
  id,
  type,
  action: 2,
  mainFiles: { mobile: `/m${id}.png`, desktop: `/d${id}.png`, link, alt },
  popupFiles: null,
});
const BANNERS = [
  banner(1, 1, "نوار شارژ", "/wallet/credit"),
  banner(2, 2, "جشنواره ارسال", "/send-sms/quick"),
  banner(3, 2, "همکاران", "/colleagues"),
  banner(4, 3, "وبلاگ", "https://example.com/blog"),
];

let network: FakeNetwork;
beforeEach(() => {
  pathname = "/dashboard";
  mockViewport(false);
  network = fakeNetwork({
    "GET /api/v1/api/payment/credit/mine": ok({ credit: 1_000_000 }),
    "GET /api/v1/api/report/messages-inbox/unread-count": ok({ count: 2 }),
    "GET /api/v1/api/panel/quick_access": ok(TILES),
    "GET /api/v1/api/panel/banners": ok(BANNERS),
  });
});
afterEach(() => network.restore());

/** A page that says when it mounts, as a page's queries would start. */
function Page({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <p>محتوای صفحه</p>;
}

describe("the shell's gate", () => {
  it("shows the access-restricted message in the frame instead of a page the role lacks, never mounting it", () => {
    pathname = "/wallet/credit";
    const mounted = jest.fn();
    renderAs(colleagueOf(SEND_ONLY), <PageAccessGate>{<Page onMount={mounted} />}</PageAccessGate>);
    expect(screen.getByRole("alert")).toHaveTextContent(ERROR_MESSAGES.accessRestricted);
    expect(screen.getByRole("link", { name: /بازگشت به خانه/ })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("محتوای صفحه")).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
  });

  it("names the browser tab after the restriction, and gives the tab its title back when the page opens", () => {
    document.title = "کیف پول | پنل پیامک";
    pathname = "/wallet/credit";
    const view = renderAs(colleagueOf(SEND_ONLY), <PageAccessGate>{<p>x</p>}</PageAccessGate>);
    expect(document.title).toBe("دسترسی محدود | پنل پیامک");
    view.unmount();
    expect(document.title).toBe("کیف پول | پنل پیامک");
  });

  it("lets through a page the role reaches, and every page for the owner", () => {
    pathname = "/send-sms/quick";
    const view = renderAs(
      colleagueOf(SEND_ONLY),
      <PageAccessGate>{<Page onMount={() => undefined} />}</PageAccessGate>,
    );
    expect(screen.getByText("محتوای صفحه")).toBeInTheDocument();
    view.unmount();
    pathname = "/colleagues";
    renderAs(null, <PageAccessGate>{<Page onMount={() => undefined} />}</PageAccessGate>);
    expect(screen.getByText("محتوای صفحه")).toBeInTheDocument();
  });

  it("keeps the colleagues area from a colleague holding every permission", () => {
    pathname = "/colleagues/create";
    renderAs(colleagueOf(PERMISSIONS), <PageAccessGate>{<p>x</p>}</PageAccessGate>);
    expect(screen.getByRole("alert")).toHaveTextContent("دسترسی شما به این بخش محدود است");
  });
});

describe("the header a colleague sees", () => {
  it("shows their name and the account they work in, without the credit, top-up or inbox, and asks for none", async () => {
    renderAs(colleagueOf(SEND_ONLY), <Header name="سارا همکار" userName="sara1" />);
    expect(screen.getByText("سارا همکار")).toBeInTheDocument();
    expect(screen.getAllByText("در حساب: شرکت نمونه").length).toBeGreaterThan(0);
    expect(screen.queryByText("اعتبار")).toBeNull();
    expect(screen.queryByRole("link", { name: "افزایش اعتبار" })).toBeNull();
    expect(screen.queryByRole("link", { name: "پیامک‌های دریافتی" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "منوی حساب کاربری" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("در حساب: شرکت نمونه")).toBeInTheDocument();
    // Without the account's profile, the menu leads to their own security and tariff pages.
    expect(within(menu).queryByRole("menuitem", { name: /پروفایل/ })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: /امنیت/ })).toHaveAttribute("href", "/profile/security-setting");
    expect(network.calls).toHaveLength(0);
  });

  it("shows the credit to a role that may see it, but no top-up without paying", async () => {
    renderAs(colleagueOf(["wallet.view"]), <Header name="سارا همکار" userName="sara1" />);
    expect(await screen.findByText("۱٬۰۰۰٬۰۰۰")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "افزایش اعتبار" })).toBeNull();
  });

  it("shows the owner their username and no account line", async () => {
    renderAs(null, <Header name="مدیر" userName="owner1" />);
    expect(screen.getByText("owner1")).toBeInTheDocument();
    expect(screen.queryByText(/در حساب:/)).toBeNull();
    expect(screen.getByRole("link", { name: "افزایش اعتبار" })).toHaveAttribute("href", "/wallet/credit");
    await waitFor(() => expect(network.to("GET", "/api/v1/api/payment/credit/mine")).toHaveLength(1));
  });
});

describe("what a colleague is offered", () => {
  it("shows the quick access tiles whose pages the role reaches, in the upstream's order", async () => {
    renderAs(colleagueOf(SEND_ONLY), <QuickAccess />);
    await screen.findByRole("link", { name: "ارسال سریع" });
    expect(screen.getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual([
      "/send-sms/quick",
      "/reports?state=sent",
    ]);
  });

  it("shows the owner every tile", async () => {
    renderAs(null, <QuickAccess />);
    await screen.findByRole("link", { name: "ارسال سریع" });
    expect(screen.getAllByRole("link")).toHaveLength(TILES.length);
  });

  it("says so when no tile is left for the role", async () => {
    renderAs(colleagueOf(["inbox.view"]), <QuickAccess />);
    expect(await screen.findByText("دسترسی سریعی برای شما تعریف نشده است.")).toBeInTheDocument();
  });

  it("shows a colleague only the banners that lead where the role reaches, or off the panel", async () => {
    renderAs(
      colleagueOf(SEND_ONLY),
      <>
        <TopStrip />
        <HomeBanners />
      </>,
    );
    await screen.findAllByRole("img", { name: "جشنواره ارسال" });
    expect(screen.getAllByRole("img", { name: "وبلاگ", hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("img", { name: "نوار شارژ", hidden: true })).toBeNull();
    expect(screen.queryByRole("img", { name: "همکاران", hidden: true })).toBeNull();
  });

  it("shows the owner every banner", async () => {
    renderAs(null, <TopStrip />);
    expect(await screen.findByRole("img", { name: "نوار شارژ" })).toBeInTheDocument();
  });

  it("offers only the send ways the role allows", () => {
    renderAs(colleagueOf(["send.quick", "send.file"]), <SendWays />);
    expect(screen.getAllByRole("link").map((l) => l.getAttribute("href"))).toEqual([
      "/send-sms/quick",
      "/send-sms/file",
    ]);
  });

  it("lists the profile pages a colleague may open", () => {
    pathname = "/profile/security-setting";
    renderAs(colleagueOf(["profile.view"]), <ProfilePagesNav />);
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["حساب کاربری", "امنیت", "تعرفه‌ها"]);
  });
});
