import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Header } from "@/components/layout/header";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  usePathname: () => "/dashboard",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
let credit = 50_000_000.75;

beforeEach(() => {
  credit = 50_000_000.75;
  network = fakeNetwork({
    "GET /api/v1/api/payment/credit/mine": () => ok({ credit }),
    "POST /api/v1/api/acl/auth/logout": failure(500, "Server Error"),
  });
});
afterEach(() => network.restore());

function openProfileMenu() {
  const trigger = screen.getByRole("button", { name: "منوی حساب کاربری" });
  fireEvent.click(trigger);
  return screen.findByRole("menu");
}

describe("the panel header", () => {
  it("shows who is signed in and the credit floored and grouped in rials", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    expect(screen.getByText("سارا محمدی")).toBeInTheDocument();
    expect(await screen.findByText("۵۰٬۰۰۰٬۰۰۰")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "افزایش اعتبار" })).toHaveAttribute("href", "/wallet/credit");
  });

  it("refreshes the credit on demand, spinning while it loads", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    await screen.findByText("۵۰٬۰۰۰٬۰۰۰");
    credit = 49_998_500;
    // Hold the next answer so the spinner can be seen while it is on its way.
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    }) as typeof fetch;
    const refresh = screen.getByRole("button", { name: "به‌روزرسانی اعتبار" });
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute("aria-busy", "true"));
    expect(within(refresh).getByRole("status")).toBeInTheDocument();
    release();
    expect(await screen.findByText("۴۹٬۹۹۸٬۵۰۰")).toBeInTheDocument();
    expect(network.calls.filter((c) => c.path === "/api/v1/api/payment/credit/mine")).toHaveLength(2);
  });

  it("opens the profile menu with the profile link and logout", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    const menu = await openProfileMenu();
    expect(within(menu).getByRole("menuitem", { name: "پروفایل" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "خروج" })).toBeInTheDocument();
  });

  it("moves through the profile menu with the arrows and closes it back to its button on Escape", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    const menu = await openProfileMenu();
    const profile = within(menu).getByRole("menuitem", { name: "پروفایل" });
    const logout = within(menu).getByRole("menuitem", { name: "خروج" });
    await waitFor(() => expect(profile).toHaveFocus());
    fireEvent.keyDown(profile, { key: "ArrowDown" });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: "ArrowDown" });
    expect(profile).toHaveFocus();
    fireEvent.keyDown(profile, { key: "End" });
    expect(logout).toHaveFocus();
    fireEvent.keyDown(logout, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: "منوی حساب کاربری" })).toHaveFocus();
  });

  it("closes the profile menu on a press outside it", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    await openProfileMenu();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("shows a failed logout in a dialog the user acknowledges", async () => {
    renderWithQuery(<Header name="سارا محمدی" userName="demo" />);
    const menu = await openProfileMenu();
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "خروج" })));
    const dialog = await screen.findByRole("dialog", { name: "خطا در ارسال اطلاعات" });
    expect(network.calls.some((c) => c.method === "POST" && c.path === "/api/v1/api/acl/auth/logout")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "متوجه شدم" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
