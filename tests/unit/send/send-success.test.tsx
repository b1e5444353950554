import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SendSuccess } from "@/components/send/success/send-success";
import type { BulkReport } from "@/lib/contract/report";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import { failure, fakeNetwork, ok, type FakeNetwork, type Reply } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { toastStore } from "@/lib/ui/toast-store";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { holdPosts } from "./quick-send-harness";
import { colleagueOf, renderAs } from "../access/render-as";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const REPORT_PATH = "/api/v1/api/report/by_bulk";
const CANCEL_PATH = "/api/v1/api/send/cancel";
/** 12 Mordad 1403, 13:30 local time, in Unix seconds. */
const MADE_AT = new Date(2024, 7, 2, 13, 30, 0).getTime() / 1000;

const report = (fields: Partial<BulkReport> = {}): BulkReport => ({
  messages_outbox_id: "4711",
  number: "+983000505",
  number_id: "1",
  type: "webservice",
  time: MADE_AT,
  time_send: MADE_AT,
  rcpts_count: 5,
  exit_count: 0,
  status: "",
  state: "",
  state_id: 1,
  message: "سلام، حراج تابستانه از امروز آغاز شد",
  part: 2,
  cost: 14_032.5,
  summary: null,
  user_ip: null,
  reject_comment: null,
  ...fields,
});

let network: FakeNetwork;
let socket: StubLiveSocket;

function serve(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  network = fakeNetwork({ [`GET ${REPORT_PATH}`]: ok(report()), ...routes });
}

beforeEach(() => {
  socket = new StubLiveSocket("OPEN");
});
afterEach(() => network.restore());

async function renderLoaded(id = "4711") {
  renderWithQuery(
    <LiveSocketContext.Provider value={socket.asLiveSocket()}>
      <SendSuccess id={id} />
    </LiveSocketContext.Provider>,
  );
  return screen.findByRole("heading", { name: /ارسال شما/ });
}

const progress = (id: number, state_id: number, statuses: [number, number, number, number, number]) =>
  act(() => socket.emit({ event: "send.progress", data: { id, state_id, total: 5, statuses } }));

/** The figure beside a term of the summary. */
const figureOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("the send's page", () => {
  it("shows the id in Persian digits, the state in Persian, the line, recipients, parts and the exact cost", async () => {
    serve({});
    expect(await renderLoaded()).toHaveTextContent("ارسال شما ثبت شد");
    expect(screen.getByText("شناسهٔ ارسال:").querySelector("strong")).toHaveTextContent(/^۴۷۱۱$/);
    expect(screen.getByText("در صف بررسی")).toBeInTheDocument();
    expect(figureOf("خط ارسال‌کننده")?.textContent).toBe("983000505");
    expect(figureOf("گیرندگان")).toHaveTextContent(/^۵$/);
    expect(figureOf("بخش هر پیامک")).toHaveTextContent(/^۲$/);
    expect(figureOf("هزینه")).toHaveTextContent("۱۴٬۰۳۲٫۵ ریال");
    expect(screen.getByRole("link", { name: "ارسال جدید" })).toHaveAttribute("href", "/send-sms");
    expect(screen.getByRole("link", { name: "مشاهدهٔ گزارش" })).toHaveAttribute("href", "/reports/4711");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says a send set for later is scheduled, with its time", async () => {
    serve({ [`GET ${REPORT_PATH}`]: ok(report({ state_id: 5, time_send: MADE_AT + 3600 })) });
    expect(await renderLoaded()).toHaveTextContent("ارسال شما زمان‌بندی شد");
    expect(screen.getByText("زمان‌بندی‌شده، در صف ارسال")).toBeInTheDocument();
    expect(figureOf("زمان ارسال")).toHaveTextContent("۱۴۰۳-۰۵-۱۲ ۱۴:۳۰:۰۰");
  });

  it("follows this send's progress events: its state and how far delivery has come", async () => {
    serve({});
    await renderLoaded();
    progress(4711, 2, [1, 1, 2, 1, 0]);
    expect(screen.getByText("در حال ارسال")).toBeInTheDocument();
    expect(screen.queryByText("در صف بررسی")).toBeNull();
    // Reached the handset, not reached or blacklisted: 3 of 5.
    expect(screen.getByRole("progressbar", { name: "پیشرفت تحویل" })).toHaveAttribute("aria-valuenow", "60");
    expect(screen.getByText("رسیده به گوشی", { selector: "dt" }).nextElementSibling).toHaveTextContent("۲");

    progress(4711, 6, [0, 0, 4, 1, 0]);
    expect(screen.getByText("ارسال شده")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "پیشرفت تحویل" })).toHaveAttribute("aria-valuenow", "100");
    // An ended send cannot be stopped.
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
  });

  it("ignores the progress of another send", async () => {
    serve({});
    await renderLoaded();
    progress(4712, 7, [0, 0, 5, 0, 0]);
    expect(screen.getByText("در صف بررسی")).toBeInTheDocument();
    expect(screen.queryByText("لغو شده")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "لغو ارسال" })).toBeInTheDocument();
  });

  it("asks before stopping the send, then stops it and shows it stopped", async () => {
    let cancelled = false;
    serve({
      [`GET ${REPORT_PATH}`]: () => ok(report({ state_id: cancelled ? 7 : 1 })),
      [`POST ${CANCEL_PATH}`]: () => {
        cancelled = true;
        return ok(null, "ارسال لغو شد");
      },
    });
    await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "لغو ارسال" });
    expect(dialog).toHaveTextContent("هزینهٔ آن‌ها به کیف پول شما برمی‌گردد");
    expect(network.calls.filter((call) => call.path === CANCEL_PATH)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: /لغو ارسال/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = network.calls.filter((call) => call.path === CANCEL_PATH);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe("POST");
    expect(posts[0]?.body).toEqual({ message_outbox_id: 4711 });
    expect(await screen.findByText("لغو شده")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
  });

  it("says the send was stopped even when its stopped state arrives live before the answer", async () => {
    let cancelled = false;
    serve({
      [`GET ${REPORT_PATH}`]: () => ok(report({ state_id: cancelled ? 7 : 1 })),
      [`POST ${CANCEL_PATH}`]: ok(null, "ارسال لغو شد"),
    });
    const held = holdPosts(CANCEL_PATH);
    try {
      await renderLoaded();
      fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
      fireEvent.click(
        within(await screen.findByRole("dialog", { name: "لغو ارسال" })).getByRole("button", { name: /لغو ارسال/ }),
      );
      await waitFor(() => expect(network.to("POST", CANCEL_PATH)).toHaveLength(1));
      cancelled = true;
      progress(4711, 7, [0, 0, 0, 0, 0]);
      await waitFor(() => expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull());

      await held.release();
      await waitFor(() => expect(toastStore.snapshot().map((item) => item.message)).toContain("ارسال لغو شد."));
    } finally {
      held.restore();
    }
  });

  it("leaves the send as it was when going back from the question", async () => {
    serve({});
    await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "لغو ارسال" });
    fireEvent.click(within(dialog).getByRole("button", { name: "بازگشت" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.calls.filter((call) => call.path === CANCEL_PATH)).toHaveLength(0);
    expect(screen.getByText("در صف بررسی")).toBeInTheDocument();
  });

  it("keeps the question open with the upstream's message when stopping fails", async () => {
    serve({ [`POST ${CANCEL_PATH}`]: failure(422, "ارسال در حال پایان است و دیگر لغو نمی‌شود") });
    await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "لغو ارسال" });
    fireEvent.click(within(dialog).getByRole("button", { name: /لغو ارسال/ }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("ارسال در حال پایان است و دیگر لغو نمی‌شود");
    expect(screen.getByRole("dialog", { name: "لغو ارسال" })).toBeInTheDocument();
  });

  it("shows the upstream's Persian error, not a send, for an id that is not the user's", async () => {
    serve({ [`GET ${REPORT_PATH}`]: failure(404, "ارسالی با این شناسه پیدا نشد") });
    renderWithQuery(
      <LiveSocketContext.Provider value={socket.asLiveSocket()}>
        <SendSuccess id="999999" />
      </LiveSocketContext.Provider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("ارسالی با این شناسه پیدا نشد");
    expect(screen.queryByText("شناسهٔ ارسال:")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeInTheDocument();
  });
});

describe("for a colleague whose role sends but does not read reports", () => {
  it("says the send was accepted, with its id, and reads no report", async () => {
    serve({});
    renderAs(
      colleagueOf(["send.quick"]),
      <LiveSocketContext.Provider value={socket.asLiveSocket()}>
        <SendSuccess id="4711" />
      </LiveSocketContext.Provider>,
    );
    expect(await screen.findByRole("heading", { name: "ارسال شما ثبت شد" })).toBeInTheDocument();
    expect(screen.getByText("۴۷۱۱")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "مشاهدهٔ گزارش" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ارسال جدید" })).toHaveAttribute("href", "/send-sms");
    expect(network.to("GET", REPORT_PATH)).toHaveLength(0);
  });
});
