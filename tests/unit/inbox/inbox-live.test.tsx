import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { Sidebar } from "@/components/layout/sidebar";
import { LiveUpdates } from "@/components/live/live-updates";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { fakeInboxBff, inboxPage, INBOX, message, MESSAGES, ok, READ, renderInbox, UNREAD } from "./inbox-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  usePathname: () => "/inbox",
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const NEW = message(5_000_013, { from: "+989901234567", message: "پیام تازه", time: MESSAGES[0]!.time + 60 });

let bff: ReturnType<typeof fakeInboxBff>;
let socket: StubLiveSocket;
let received = false;
beforeEach(() => {
  jest.mocked(useIsMobile).mockReturnValue(false);
  socket = new StubLiveSocket("OPEN");
  received = false;
  bff = fakeInboxBff({
    [`GET ${UNREAD}`]: ok({ count: 1 }),
    [`POST ${INBOX}`]: () => inboxPage(received ? [NEW, ...MESSAGES] : MESSAGES),
    [`POST ${READ}`]: ok({ read: 1, unread: 0 }),
  });
});
afterEach(() => bff.restore());

const inboxLink = () =>
  within(screen.getByRole("navigation", { name: "منوی اصلی" })).getByRole("link", { name: /پیامک‌های دریافتی/ });

function renderFrame() {
  return renderInbox(
    <>
      <LiveUpdates />
      <Sidebar />
      <InboxPanel />
    </>,
    { socket },
  );
}

describe("the inbox, live", () => {
  it("shows the unread count beside «پیامک‌های دریافتی» in the navigation", async () => {
    renderFrame();
    await waitFor(() => expect(inboxLink()).toHaveTextContent("پیامک‌های دریافتی۱ پیامک خوانده‌نشده"));
    expect(inboxLink()).toHaveAttribute("href", "/inbox");
    expect(inboxLink()).toHaveAttribute("aria-current", "page");
  });

  it("shows a received SMS without a reload and takes the badge's count from the event", async () => {
    renderFrame();
    await screen.findByText("سفارشم کی می‌رسد؟");
    await waitFor(() => expect(inboxLink()).toHaveTextContent("۱"));
    received = true;
    act(() => socket.emit({ event: "inbox.received", data: { message: NEW, unread: 2 } }));
    expect(await screen.findByText("پیام تازه")).toBeInTheDocument();
    await waitFor(() => expect(inboxLink()).toHaveTextContent("۲ پیامک خوانده‌نشده"));
    expect(bff.to("GET", UNREAD)).toHaveLength(1);
  });

  it("ignores an event of another shape", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderFrame();
    await waitFor(() => expect(inboxLink()).toHaveTextContent("۱"));
    act(() => socket.emit({ event: "inbox.received", data: { unread: "9" } }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(inboxLink()).toHaveTextContent("۱ پیامک خوانده‌نشده");
    warn.mockRestore();
  });

  it("drops the badge when the last unread message is marked read", async () => {
    renderFrame();
    await screen.findByText("سفارشم کی می‌رسد؟");
    await waitFor(() => expect(inboxLink()).toHaveTextContent("۱"));
    fireEvent.click(screen.getByRole("button", { name: "خواندم: پیام 989351112222" }));
    await waitFor(() => expect(inboxLink()).toHaveTextContent(/^پیامک‌های دریافتی$/));
  });

  it("asks again when the live connection comes back, for what it missed", async () => {
    renderFrame();
    await screen.findByText("سفارشم کی می‌رسد؟");
    act(() => socket.setStatus("CLOSED"));
    received = true;
    act(() => socket.setStatus("OPEN"));
    expect(await screen.findByText("پیام تازه")).toBeInTheDocument();
    await waitFor(() => expect(bff.to("GET", UNREAD)).toHaveLength(2));
  });
});
