import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { NavBadge } from "@/components/layout/nav-badge";
import { RequestDetail } from "@/components/support/detail/request-detail";
import { useLiveSupport } from "@/lib/api/support-live";
import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { toast, toastStore } from "@/lib/ui/toast-store";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { fakeUploads } from "./fake-uploads";
import { failure, fakeNetwork, ok, type FakeNetwork, type NetworkRoute } from "./network";
import { interaction, renderSupport, ticketDetail, TICKET_API, ticketPage } from "./tickets-harness";
import type { TicketDetail } from "@/lib/contract/support";

const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn(), replace: mockReplace, back: jest.fn() }),
}));

const SHOW = `${TICKET_API}/show`;
let network: FakeNetwork;
let uploads: ReturnType<typeof fakeUploads> | null = null;
afterEach(() => {
  network.restore();
  uploads?.restore();
  uploads = null;
  mockReplace.mockReset();
  act(() => toastStore.snapshot().forEach((item) => toast.dismiss(item.id)));
});

/** The request as the upstream holds it now; a test changes it as support or the user would. */
function serve(initial: TicketDetail, routes: Record<string, NetworkRoute> = {}) {
  let current = initial;
  network = fakeNetwork({
    [`GET ${SHOW}`]: () => ok(current),
    [`POST ${TICKET_API}/seen`]: () => {
      current = { ...current, user_seen: 1 };
      return ok(null);
    },
    // The navigation's count: requests with an answer not seen yet.
    [`GET ${TICKET_API}`]: () => ticketPage([], current.user_seen === 0 ? 1 : 0),
    ...routes,
  });
  return { change: (next: TicketDetail) => (current = next) };
}

function ShellLive() {
  useLiveSupport();
  return null;
}

describe("a request's page", () => {
  it("shows the conversation: who wrote what and when, support's answers apart, files that download", async () => {
    serve(ticketDetail());
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    const conversation = await screen.findByRole("region", { name: "گفت‌وگو" });
    const mine = within(conversation).getByRole("article", { name: "مریم احمدی" });
    expect(mine).toHaveTextContent("از دیروز پیامک‌های خط ۳۰۰۰۵۰۵ به گیرنده نمی‌رسد.");
    expect(within(mine).getByText("۱۴۰۳-۰۵-۱۲ ۱۳:۳۰:۰۰")).toBeInTheDocument();
    expect(within(mine).getByRole("link", { name: "گزارش.pdf" })).toHaveAttribute(
      "href",
      "/api/v1/api/ticket/attachment/501",
    );
    const answer = within(conversation).getByRole("article", { name: "سارا محمدی" });
    expect(within(answer).getByText("پشتیبانی")).toBeInTheDocument();
    expect(within(answer).getByText("۱۴۰۳-۰۵-۱۲ ۱۴:۳۰:۰۰")).toBeInTheDocument();
    expect(within(mine).queryByText("پشتیبانی")).toBeNull();
  });

  it("names the state and its meaning in the kind's words", async () => {
    serve(ticketDetail({ state_id: 2, type: "suggestion" }));
    renderSupport(<RequestDetail id={100001} type="suggestion" />);
    expect(await screen.findByText("در انتظار بررسی مدیریت")).toBeInTheDocument();
    expect(screen.getByText("پیشنهاد یا انتقاد شما ثبت شده و مدیریت آن را بررسی می‌کند.")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "سارا محمدی" })).getByText("مدیریت")).toBeInTheDocument();
  });

  it("sees its answers when opened, once", async () => {
    serve(ticketDetail({ user_seen: 0 }));
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    await waitFor(() => expect(network.to("POST", `${TICKET_API}/seen`)).toHaveLength(1));
    expect(network.to("POST", `${TICKET_API}/seen`)[0]!.body).toEqual({ ticket_id: 100001 });
    await act(async () => {});
    expect(network.to("POST", `${TICKET_API}/seen`)).toHaveLength(1);
  });

  it("is not found when it is not the account's", async () => {
    network = fakeNetwork({ [`GET ${SHOW}`]: failure(404, SUPPORT_MESSAGES.ticketNotFound) });
    renderSupport(<RequestDetail id={100999} type="ticket" />);
    expect(await screen.findByText(SUPPORT_MESSAGES.ticketNotFound)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "پاسخ شما" })).toBeNull();
    expect(screen.getByRole("link", { name: "بازگشت به درخواست‌ها" })).toHaveAttribute("href", "/support");
    // Asked once: a missing request does not come back on a retry.
    expect(network.to("GET", SHOW)).toHaveLength(1);
  });

  it("moves a request of the other kind to its own address", async () => {
    serve(ticketDetail({ type: "suggestion" }));
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/support/suggestion-request/100001"));
  });
});

describe("rating support's answers", () => {
  it("chooses one to five stars in a radio group, then saves the rating", async () => {
    serve(ticketDetail(), { [`POST ${TICKET_API}/interaction/rate`]: ok(null) });
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    const answer = await screen.findByRole("article", { name: "سارا محمدی" });
    const group = within(answer).getByRole("group", { name: "امتیاز به این پاسخ" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    fireEvent.click(within(group).getByRole("radio", { name: "۴ از ۵" }));
    expect(within(group).getByRole("radio", { name: "۴ از ۵" })).toBeChecked();
    fireEvent.click(within(answer).getByRole("button", { name: "ثبت امتیاز" }));
    expect(await within(answer).findByText("امتیاز شما ثبت شد")).toBeInTheDocument();
    expect(network.to("POST", `${TICKET_API}/interaction/rate`)[0]!.body).toEqual({
      interaction_id: 400001,
      rate: 4,
    });
    expect(within(answer).queryByRole("button", { name: "ثبت امتیاز" })).toBeNull();
  });

  it("shows a rating given before", async () => {
    serve(ticketDetail({ interactions: [interaction({ rate: 2 })] }));
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    const answer = await screen.findByRole("article", { name: "سارا محمدی" });
    expect(within(answer).getByRole("radio", { name: "۲ از ۵" })).toBeChecked();
    expect(within(answer).getByText("امتیاز شما به این پاسخ")).toBeInTheDocument();
  });
});

describe("an open request", () => {
  it("takes a reply with its files, then empties the box", async () => {
    serve(ticketDetail());
    uploads = fakeUploads(() => ok({ interaction_id: 400002, ticket: { id: 100001, user_id: 5, parent_id: null } }));
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    const box = await screen.findByRole("region", { name: "پاسخ شما" });
    fireEvent.change(within(box).getByRole("textbox", { name: "متن پاسخ" }), { target: { value: "ممنون، درست شد." } });
    fireEvent.click(within(box).getByRole("button", { name: "ارسال پاسخ" }));
    expect(await screen.findByText(SUPPORT_MESSAGES.replied)).toBeInTheDocument();
    expect(uploads.sent[0]!.path).toBe(`${TICKET_API}/interaction`);
    expect(uploads.sent[0]!.form.get("ticket_id")).toBe("100001");
    expect(uploads.sent[0]!.form.get("description")).toBe("ممنون، درست شد.");
    expect(within(box).getByRole("textbox", { name: "متن پاسخ" })).toHaveValue("");
  });

  it("closes after a confirmation; then no reply is possible, the whole request is rated and a new one carries its subject", async () => {
    const { change } = serve(ticketDetail(), {
      [`POST ${TICKET_API}/close`]: () => {
        change(ticketDetail({ state_id: 4, feedback: "pending" }));
        return ok(null);
      },
      [`POST ${TICKET_API}/rate`]: (body) => {
        change(ticketDetail({ state_id: 4, feedback: "pending", rate: 5, rate_comment: "عالی" }));
        return ok(body);
      },
    });
    renderSupport(<RequestDetail id={100001} type="ticket" />);
    fireEvent.click(await screen.findByRole("button", { name: "بستن درخواست" }));
    const dialog = screen.getByRole("dialog", { name: "بستن درخواست" });
    fireEvent.click(within(dialog).getByRole("button", { name: "بستن درخواست" }));
    expect(await screen.findByText("بسته شده")).toBeInTheDocument();
    expect(network.to("POST", `${TICKET_API}/close`)[0]!.body).toEqual({ ticket_id: 100001 });
    expect(screen.queryByRole("region", { name: "پاسخ شما" })).toBeNull();
    expect(screen.queryByRole("button", { name: "بستن درخواست" })).toBeNull();
    expect(screen.getByRole("link", { name: "ثبت درخواست جدید" })).toHaveAttribute(
      "href",
      `/support/create-ticket?subject=${encodeURIComponent("پیامک‌ها نمی‌رسد")}`,
    );
    expect(screen.getByRole("group", { name: "آیا مشکل شما حل شد؟" })).toBeInTheDocument();

    const rating = screen.getByRole("region", { name: "به رسیدگی به این درخواست امتیاز دهید" });
    fireEvent.click(within(rating).getByRole("radio", { name: "۵ از ۵" }));
    fireEvent.change(within(rating).getByRole("textbox", { name: "توضیح (اختیاری)" }), { target: { value: "عالی" } });
    fireEvent.click(within(rating).getByRole("button", { name: "ثبت امتیاز" }));
    expect(await screen.findByText("امتیاز شما به این درخواست")).toBeInTheDocument();
    expect(network.to("POST", `${TICKET_API}/rate`)[0]!.body).toEqual({
      ticket_id: 100001,
      rate: 5,
      rate_comment: "عالی",
    });
  });
});

/** The shell around the page: the live handler and the navigation's count; the request opens on a click. */
function Shell({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <ShellLive />
      <nav aria-label="منو">
        <NavBadge kind="tickets-unseen" />
      </nav>
      {open ? <RequestDetail id={100001} type="ticket" /> : <button onClick={() => setOpen(true)}>باز کردن</button>}
    </>
  );
}

const ANSWERED = {
  event: "ticket.answered",
  data: { ticket_id: 100001, type: "ticket", subject: "پیامک‌ها نمی‌رسد", state_id: 3, unseen: 1 },
} as const;

describe("an answer arriving live", () => {
  it("counts in the navigation and is told wherever the member is; opening the request drops the count", async () => {
    const socket = new StubLiveSocket("OPEN");
    const { change } = serve(ticketDetail({ interactions: [] }));
    renderSupport(<Shell startOpen={false} />, { socket });
    await waitFor(() => expect(network.to("GET", TICKET_API)).toHaveLength(1));
    const count = screen.getByRole("navigation", { name: "منو" });
    expect(count).toBeEmptyDOMElement();
    change(ticketDetail({ user_seen: 0, state_id: 3 }));
    await act(async () => socket.emit(ANSWERED));
    expect(count).toHaveTextContent("۱ درخواست با پاسخ دیده‌نشده");
    expect(screen.getByText("پشتیبانی به درخواست «پیامک‌ها نمی‌رسد» پاسخ داد.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "باز کردن" }));
    expect(await screen.findByRole("article", { name: "سارا محمدی" })).toBeInTheDocument();
    await waitFor(() => expect(count).toBeEmptyDOMElement());
    expect(network.to("POST", `${TICKET_API}/seen`)).toHaveLength(1);
  });

  it("shows on the open page at once, which sees it", async () => {
    const socket = new StubLiveSocket("OPEN");
    const { change } = serve(ticketDetail({ interactions: [] }));
    renderSupport(<Shell startOpen />, { socket });
    await screen.findByRole("region", { name: "گفت‌وگو" });
    expect(screen.queryByRole("article", { name: "سارا محمدی" })).toBeNull();
    change(ticketDetail({ user_seen: 0, state_id: 3 }));
    await act(async () => socket.emit(ANSWERED));
    expect(await screen.findByRole("article", { name: "سارا محمدی" })).toBeInTheDocument();
    expect(screen.getByText("پاسخ داده شده")).toBeInTheDocument();
    await waitFor(() => expect(network.to("POST", `${TICKET_API}/seen`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("navigation", { name: "منو" })).toBeEmptyDOMElement());
  });
});
