import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SendReportView } from "@/components/reports/send-report/send-report-view";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { MOBILE_MESSAGE } from "@/lib/validation/mobile";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { choose, settle } from "../support/select";
import { alerts } from "../table/filter-fixtures";
import {
  BULK_STATS,
  bulkReport,
  BY_BULK,
  CANCEL,
  data,
  failure,
  fakeReportsBff,
  ok,
  RECIPIENTS,
  renderReports,
} from "./reports-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
const mockReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: mockReplace }),
}));

let bff: ReturnType<typeof fakeReportsBff>;
beforeEach(() => {
  jest.mocked(useIsMobile).mockReturnValue(false);
  mockReplace.mockClear();
});
afterEach(() => bff.restore());

async function renderReport(search = "", socket?: StubLiveSocket) {
  const view = renderReports(<SendReportView id="4711" />, { search, socket });
  await screen.findByRole("heading", { name: "ارسال ۴۷۱۱" });
  await screen.findByRole("table", { name: "گیرندگان" });
  return view;
}

const summary = () => screen.getByRole("region", { name: "ارسال ۴۷۱۱" });
const figureOf = (term: string) => within(summary()).getByText(term, { selector: "dt" }).nextElementSibling;
const recipientQueries = () => bff.to("GET", RECIPIENTS).map((call) => Object.fromEntries(call.query));
const hrefOf = (name: string) => new URL(screen.getByRole("link", { name }).getAttribute("href")!, "http://panel.test");

describe("a send's report", () => {
  it("sums the send up: state, line, type, counts, cost, sender, Jalali times and text", async () => {
    bff = fakeReportsBff();
    await renderReport();
    expect(within(summary()).getByText("در حال ارسال")).toHaveClass("text-warning");
    expect(figureOf("خط ارسال‌کننده")?.textContent).toBe("983000505");
    expect(figureOf("نوع ارسال")).toHaveTextContent("ارسال سریع");
    expect(figureOf("تعداد درخواستی")).toHaveTextContent(/^۵$/);
    expect(figureOf("تعداد ارسال‌شده")).toHaveTextContent(/^۳$/);
    expect(figureOf("بخش هر پیامک")).toHaveTextContent(/^۲$/);
    expect(figureOf("هزینه")).toHaveTextContent("۱۴٬۰۳۲٫۵ ریال");
    expect(figureOf("آی‌پی ارسال‌کننده")).toHaveTextContent("185.12.4.9");
    expect(figureOf("زمان ایجاد")).toHaveTextContent("۱۴۰۳-۰۵-۱۲ ۱۳:۳۰:۰۰");
    expect(figureOf("زمان ارسال")).toHaveTextContent("۱۴۰۳-۰۵-۱۲ ۱۴:۴۵:۱۰");
    expect(figureOf("متن پیام")).toHaveTextContent("سلام، حراج تابستانه آغاز شد");
    expect(bff.to("GET", BY_BULK)[0]?.query.get("messages_outbox_id")).toBe("4711");
  });

  it("draws each operator's recipients by status as named bars, and the same counts in a table with totals", async () => {
    bff = fakeReportsBff();
    await renderReport();
    const stats = screen.getByRole("region", { name: "آمار به تفکیک اپراتور" });
    expect(
      within(stats)
        .getAllByRole("img")
        .map((bar) => bar.getAttribute("aria-label")),
    ).toEqual([
      "همراه اول: ۲ رسیده به گوشی، ۱ نرسیده",
      "ایرانسل: ۱ در صف ارسال، ۱ در انتظار گزارش تحویل",
      "رایتل: ۱ فهرست سیاه",
    ]);
    const table = within(stats).getByRole("table", { name: "گیرندگان هر اپراتور به تفکیک وضعیت" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["اپراتور", "در صف ارسال", "در انتظار گزارش تحویل", "رسیده به گوشی", "نرسیده", "فهرست سیاه", "جمع"],
      ["همراه اول", "۰", "۰", "۲", "۱", "۰", "۳"],
      ["ایرانسل", "۱", "۱", "۰", "۰", "۰", "۲"],
      ["رایتل", "۰", "۰", "۰", "۰", "۱", "۱"],
      ["سایر اپراتورها", "۰", "۰", "۰", "۰", "۰", "۰"],
      ["جمع", "۱", "۱", "۲", "۱", "۱", "۶"],
    ]);
    expect(bff.to("GET", BULK_STATS)[0]?.query.get("bulk_id")).toBe("4711");
  });

  it("lists the recipients as 98… numbers with their delivery status in Persian and its colour", async () => {
    bff = fakeReportsBff();
    await renderReport();
    const table = screen.getByRole("table", { name: "گیرندگان" });
    const [, delivered, waiting] = within(table).getAllByRole("row");
    expect(
      within(delivered!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["989121234567", "رسیده به گوشی", "۲", "سلام، حراج تابستانه آغاز شد\nلغو۱۱"]);
    expect(within(delivered!).getByText("رسیده به گوشی")).toHaveClass("text-success");
    expect(within(waiting!).getByText("در صف ارسال")).toBeInTheDocument();
    expect(recipientQueries()).toEqual([{ bulk_id: "4711", page: "1", per_page: "10" }]);
  });

  it("filters the recipients by status and number in the query string, and the downloads follow the status", async () => {
    bff = fakeReportsBff();
    const { url } = await renderReport();
    expect(Object.fromEntries(hrefOf("خروجی CSV").searchParams)).toEqual({ bulk_id: "4711", format: "csv" });
    expect(hrefOf("خروجی CSV").pathname).toBe("/api/v1/api/report/download_recipients");

    await choose("وضعیت تحویل", "نرسیده");
    await waitFor(() =>
      expect(recipientQueries().at(-1)).toEqual({ bulk_id: "4711", page: "1", per_page: "10", status: "3" }),
    );
    expect(url().get("status")).toBe("3");
    expect(Object.fromEntries(hrefOf("خروجی CSV").searchParams)).toEqual({
      bulk_id: "4711",
      format: "csv",
      status: "3",
    });
    expect(Object.fromEntries(hrefOf("خروجی اکسل").searchParams)).toEqual({
      bulk_id: "4711",
      format: "xlsx",
      status: "3",
    });
    expect(screen.getByRole("group", { name: "دریافت فایل گیرندگان «نرسیده»" })).toBeInTheDocument();

    const number = screen.getByLabelText("شماره گیرنده");
    fireEvent.change(number, { target: { value: "۰۹۱۲۱۲۳۴۵۶۷" } });
    fireEvent.keyDown(number, { key: "Enter" });
    await waitFor(() =>
      expect(recipientQueries().at(-1)).toEqual({
        bulk_id: "4711",
        page: "1",
        per_page: "10",
        status: "3",
        recipient: "+989121234567",
      }),
    );
    expect(url().get("recipient")).toBe("۰۹۱۲۱۲۳۴۵۶۷");
  });

  it("refuses a number that is not a whole mobile beside its field, without asking", async () => {
    bff = fakeReportsBff();
    const { url } = await renderReport();
    const asked = recipientQueries().length;
    const number = screen.getByLabelText("شماره گیرنده");
    fireEvent.change(number, { target: { value: "0912" } });
    fireEvent.keyDown(number, { key: "Enter" });
    await settle();
    expect(alerts()).toEqual([MOBILE_MESSAGE]);
    expect(url().has("recipient")).toBe(false);
    expect(recipientQueries()).toHaveLength(asked);
  });

  it("opens with the status a link names and says when no recipient has it", async () => {
    bff = fakeReportsBff({
      [`GET ${RECIPIENTS}`]: {
        body: {
          data: [],
          meta: {
            status: true,
            message: null,
            current_page: 1,
            per_page: 10,
            total: 0,
            last_page: 1,
            from: null,
            to: null,
          },
        },
      },
    });
    renderReports(<SendReportView id="4711" />, { search: "?status=4" });
    expect(await screen.findByText("گیرنده‌ای با این فیلترها پیدا نشد.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "وضعیت تحویل" })).toHaveTextContent(/^فهرست سیاه$/);
    expect(recipientQueries()).toEqual([{ bulk_id: "4711", page: "1", per_page: "10", status: "4" }]);
  });

  it("shows not-found for a send that is not the user's, and asks nothing more about it", async () => {
    bff = fakeReportsBff({ [`GET ${BY_BULK}`]: failure(404, "پیام مورد نظر یافت نشد") });
    renderReports(<SendReportView id="4711" />);
    expect(await screen.findByRole("heading", { name: "ارسالی با این شناسه پیدا نشد" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به گزارش‌ها" })).toHaveAttribute("href", "/reports");
    expect(screen.queryByText("ارسال ۴۷۱۱")).toBeNull();
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
    expect(bff.to("GET", BULK_STATS)).toHaveLength(0);
    expect(bff.to("GET", RECIPIENTS)).toHaveLength(0);
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it("takes an old link to a send archived since to the send's archive page", async () => {
    bff = fakeReportsBff({ [`GET ${BULK_STATS}`]: failure(404, "پیام مورد نظر یافت نشد") });
    renderReports(<SendReportView id="4711" />);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith("/reports/archive-details/4711"));
  });

  it("shows why the summary failed otherwise, with a retry", async () => {
    bff = fakeReportsBff({ [`GET ${BY_BULK}`]: failure(500, "boom") });
    renderReports(<SendReportView id="4711" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("خطا در ارسال اطلاعات");
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeInTheDocument();
  });
});

describe("stopping a send from its report", () => {
  it("asks first, then stops it, says so and shows it stopped", async () => {
    let cancelled = false;
    bff = fakeReportsBff({
      [`GET ${BY_BULK}`]: () => data(bulkReport({ state_id: cancelled ? 7 : 5 })),
      [`POST ${CANCEL}`]: () => {
        cancelled = true;
        return ok(null, "ارسال لغو شد");
      },
    });
    await renderReport();
    fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "لغو ارسال" });
    expect(dialog).toHaveTextContent("هزینهٔ آن‌ها به کیف پول شما برمی‌گردد");
    expect(bff.to("POST", CANCEL)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "لغو ارسال" }));
    expect(await screen.findByText("ارسال لغو شد.")).toBeInTheDocument();
    expect(bff.to("POST", CANCEL).map((call) => call.body)).toEqual([{ message_outbox_id: 4711 }]);
    expect(await within(summary()).findByText("لغو شده")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the question open with the reason when stopping fails", async () => {
    bff = fakeReportsBff({ [`POST ${CANCEL}`]: failure(422, "ارسال در حال پایان است و دیگر لغو نمی‌شود") });
    await renderReport();
    fireEvent.click(screen.getByRole("button", { name: "لغو ارسال" }));
    const dialog = await screen.findByRole("dialog", { name: "لغو ارسال" });
    fireEvent.click(within(dialog).getByRole("button", { name: "لغو ارسال" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("ارسال در حال پایان است و دیگر لغو نمی‌شود");
  });

  it("offers no stop for a send that has ended", async () => {
    bff = fakeReportsBff({ [`GET ${BY_BULK}`]: data(bulkReport({ state_id: 6 })) });
    await renderReport();
    expect(within(summary()).getByText("ارسال شده")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "لغو ارسال" })).toBeNull();
  });
});
