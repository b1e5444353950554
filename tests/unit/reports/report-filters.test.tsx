import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ReportsHome } from "@/components/reports/reports-home";
import { REPORT_MESSAGES } from "@/lib/contract/report";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { choose, settle } from "../support/select";
import { alerts, typeDate } from "../table/filter-fixtures";
import { failure, fakeReportsBff, NEW_LIST, renderReports, SYSTEMIC_EXPORT } from "./reports-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let bff: ReturnType<typeof fakeReportsBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

const listBodies = () =>
  bff
    .to("POST", NEW_LIST)
    .map((call) => call.body as { page: number; limit: number; filters: Record<string, unknown> });
const lastFilters = () => listBodies().at(-1)?.filters;
/** The first and last second of local days, as the filters send them. */
const startOf = (year: number, month: number, day: number) => new Date(year, month, day).getTime() / 1000;
const endOf = (year: number, month: number, day: number) => new Date(year, month, day + 1).getTime() / 1000 - 1;

async function typeAndEnter(label: string, text: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: "Enter" });
  await settle();
}

async function loaded(search = "") {
  const view = renderReports(<ReportsHome />, { search });
  await waitFor(() => expect(listBodies().length).toBeGreaterThan(0));
  await settle();
  return view;
}

describe("the report filters", () => {
  it("sends Edge's filters for a link naming every filter: days as Unix seconds from the first's start to the last's end, the line in E.164", async () => {
    bff = fakeReportsBff();
    await loaded(
      "?id=۹۰۰۱&number=03000505&text=حراج&state=6&created_from=1403/05/01&created_to=1403/05/12&sent_from=1403/05/02&sent_to=1403/05/03&count_from=10&count_to=2000&limit=20&page=1",
    );
    expect(listBodies()).toEqual([
      {
        page: 1,
        limit: 20,
        filters: {
          messages_outbox_id: 9001,
          number: "+983000505",
          message: "حراج",
          state_id: 6,
          create_from_date: startOf(2024, 6, 22),
          create_to_date: endOf(2024, 7, 2),
          send_from_date: startOf(2024, 6, 23),
          send_to_date: endOf(2024, 6, 24),
          from_exit_count: 10,
          to_exit_count: 2000,
        },
      },
    ]);
    expect(screen.getByRole("combobox", { name: "وضعیت" })).toHaveTextContent(/^ارسال شده$/);
    expect(screen.getByLabelText("تاریخ ایجاد از")).toHaveValue("1403/05/01");
    expect(screen.getByLabelText("شماره فرستنده")).toHaveValue("03000505");
  });

  it("writes a chosen state and typed values to the query string, back to page 1, and asks with them", async () => {
    bff = fakeReportsBff();
    const { url } = await loaded("?page=2");
    await choose("وضعیت", "لغو شده");
    await waitFor(() => expect(lastFilters()).toEqual({ state_id: 7 }));
    expect(url().get("state")).toBe("7");
    expect(url().has("page")).toBe(false);

    await typeAndEnter("شناسهٔ ارسال", "۹۰۰۱");
    await waitFor(() => expect(lastFilters()).toEqual({ state_id: 7, messages_outbox_id: 9001 }));
    expect(url().get("id")).toBe("۹۰۰۱");

    await typeAndEnter("تعداد ارسال‌شده از", "۵");
    await waitFor(() => expect(lastFilters()).toMatchObject({ from_exit_count: 5 }));
    expect(url().get("count_from")).toBe("5");

    await typeDate(screen.getByLabelText("تاریخ ارسال از"), "14030502");
    await waitFor(() => expect(lastFilters()).toMatchObject({ send_from_date: startOf(2024, 6, 23) }));
    expect(url().get("sent_from")).toBe("1403/05/02");
  });

  it("refuses a creation range that ends before it starts beside its field, in the contract's words, without asking", async () => {
    bff = fakeReportsBff();
    const { url } = await loaded();
    await typeDate(screen.getByLabelText("تاریخ ایجاد از"), "14030512");
    await waitFor(() => expect(lastFilters()).toEqual({ create_from_date: startOf(2024, 7, 2) }));
    const asked = listBodies().length;

    const to = screen.getByLabelText("تاریخ ایجاد تا");
    await typeDate(to, "14030501");
    expect(alerts()).toEqual([REPORT_MESSAGES.createRange]);
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription(REPORT_MESSAGES.createRange);
    expect(url().has("created_to")).toBe(false);
    expect(listBodies()).toHaveLength(asked);
  });

  it("refuses a sent-count range whose start is above its end beside its field, without asking", async () => {
    bff = fakeReportsBff();
    const { url } = await loaded();
    const asked = listBodies().length;
    fireEvent.change(screen.getByLabelText("تعداد ارسال‌شده از"), { target: { value: "20" } });
    await typeAndEnter("تعداد ارسال‌شده تا", "10");
    expect(alerts()).toEqual([REPORT_MESSAGES.exitRange]);
    expect(url().has("count_to")).toBe(false);
    expect(listBodies()).toHaveLength(asked);
  });

  it.each([
    ["شماره فرستنده", "abc!", REPORT_MESSAGES.senderInvalid],
    ["شناسهٔ ارسال", "۱۲الف", REPORT_MESSAGES.sendIdInvalid],
  ])("refuses «%s» that cannot be one beside its field, without asking", async (label, text, message) => {
    bff = fakeReportsBff();
    const { url } = await loaded();
    const asked = listBodies().length;
    await typeAndEnter(label, text);
    expect(alerts()).toEqual([message]);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect([...url().keys()]).toEqual([]);
    expect(listBodies()).toHaveLength(asked);
  });

  it("refuses a reversed range a link brings without asking, saying why", async () => {
    bff = fakeReportsBff();
    renderReports(<ReportsHome />, { search: "?count_from=20&count_to=10" });
    expect(await screen.findByText(REPORT_MESSAGES.exitRange)).toBeInTheDocument();
    expect(listBodies()).toEqual([]);
  });
});

describe("the systemic sends' export", () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => "blob:report");
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("posts the list's filters with the format and hands the file to the browser", async () => {
    bff = fakeReportsBff({ [`POST ${SYSTEMIC_EXPORT}`]: { body: "شناسه,وضعیت" } });
    renderReports(<ReportsHome />, { search: "?tab=1&state=6" });
    fireEvent.click(await screen.findByRole("button", { name: "خروجی اکسل" }));
    await waitFor(() => expect(saved).toEqual([{ name: "systemic-sends.xlsx", href: "blob:report" }]));
    expect(bff.to("POST", SYSTEMIC_EXPORT).map((call) => call.body)).toEqual([
      { filters: { state_id: 6 }, format: "xlsx" },
    ]);
  });

  it("says why the export was refused", async () => {
    bff = fakeReportsBff({ [`POST ${SYSTEMIC_EXPORT}`]: failure(422, "فیلترهای گزارش معتبر نیستند") });
    renderReports(<ReportsHome />, { search: "?tab=1" });
    fireEvent.click(await screen.findByRole("button", { name: "خروجی CSV" }));
    expect(await screen.findByText("فیلترهای گزارش معتبر نیستند")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
