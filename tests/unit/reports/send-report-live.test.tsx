import { act, screen, waitFor, within } from "@testing-library/react";
import { ArchiveReportView } from "@/components/reports/send-report/archive-report-view";
import { SendReportView } from "@/components/reports/send-report/send-report-view";
import { LIVE_REFRESH_MS } from "@/lib/api/report";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { settle } from "../support/select";
import {
  ARCHIVE_STATS,
  BULK_STATS,
  bulkReport,
  BY_BULK,
  data,
  fakeReportsBff,
  RECIPIENTS,
  renderReports,
  STATS,
} from "./reports-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let bff: ReturnType<typeof fakeReportsBff>;
let socket: StubLiveSocket;
let finished: boolean;

beforeEach(() => {
  jest.mocked(useIsMobile).mockReturnValue(false);
  socket = new StubLiveSocket("OPEN");
  finished = false;
  bff = fakeReportsBff({ [`GET ${BY_BULK}`]: () => data(bulkReport({ state_id: finished ? 6 : 2 })) });
});
afterEach(() => {
  jest.useRealTimers();
  bff.restore();
});

const progress = (id: number) =>
  act(() => socket.emit({ event: "send.progress", data: { id, state_id: 6, total: 5, statuses: [0, 0, 4, 1, 0] } }));
/** How many times the summary, the statistics and the recipients have been read. */
const reads = () => [bff.to("GET", BY_BULK).length, bff.to("GET", BULK_STATS).length, bff.to("GET", RECIPIENTS).length];

async function renderLive() {
  renderReports(<SendReportView id="4711" />, { socket });
  await screen.findByRole("table", { name: "گیرندگان" });
  await screen.findByRole("table", { name: "گیرندگان هر اپراتور به تفکیک وضعیت" });
  expect(reads()).toEqual([1, 1, 1]);
}

const summary = () => screen.getByRole("region", { name: "ارسال ۴۷۱۱" });

describe("a send's report, live", () => {
  it("reads the summary, statistics and recipients again on this send's progress, at most once a second", async () => {
    await renderLive();
    jest.useFakeTimers({ now: Date.now() });
    finished = true;
    progress(4711);
    await waitFor(() => expect(reads()).toEqual([2, 2, 2]));
    expect(await within(summary()).findByText("ارسال شده")).toBeInTheDocument();

    progress(4711);
    progress(4711);
    progress(4711);
    await settle();
    expect(reads()).toEqual([2, 2, 2]);

    act(() => jest.advanceTimersByTime(LIVE_REFRESH_MS));
    await waitFor(() => expect(reads()).toEqual([3, 3, 3]));
    act(() => jest.advanceTimersByTime(5 * LIVE_REFRESH_MS));
    await settle();
    expect(reads()).toEqual([3, 3, 3]);
  });

  it("ignores the progress of another send", async () => {
    await renderLive();
    progress(4712);
    await settle();
    expect(reads()).toEqual([1, 1, 1]);
  });

  it("catches up when the live connection comes back", async () => {
    await renderLive();
    finished = true;
    act(() => socket.setStatus("CLOSED"));
    act(() => socket.setStatus("OPEN"));
    await waitFor(() => expect(reads()).toEqual([2, 2, 2]));
    expect(await within(summary()).findByText("ارسال شده")).toBeInTheDocument();
  });
});

describe("an archived send's report", () => {
  it("shows its summary and the archive's statistics, with no recipients and no stop", async () => {
    bff.restore();
    bff = fakeReportsBff({
      [`GET ${BY_BULK}`]: data(bulkReport({ messages_outbox_id: "77", state_id: 6 })),
      [`GET ${ARCHIVE_STATS}`]: data(STATS),
    });
    renderReports(<ArchiveReportView id="77" />);
    expect(await screen.findByRole("heading", { name: "ارسال ۷۷" })).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "همراه اول: ۲ رسیده به گوشی، ۱ نرسیده" })).toBeInTheDocument();
    expect(bff.to("GET", ARCHIVE_STATS)[0]?.query.get("bulk_id")).toBe("77");
    expect(bff.to("GET", BULK_STATS)).toHaveLength(0);
    expect(bff.to("GET", RECIPIENTS)).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
  });
});
