import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ReportsHome } from "@/components/reports/reports-home";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import {
  ARCHIVE_LIST,
  failure,
  fakeReportsBff,
  NEW_LIST,
  paged,
  renderReports,
  sendRow,
  SYSTEMIC_LIST,
} from "./reports-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

let bff: ReturnType<typeof fakeReportsBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

/** The table row holding a send's id link. */
const rowOf = (id: string) => screen.getByRole("link", { name: `گزارش ارسال ${id}` }).closest("tr")!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the report lists", () => {
  it("lists the recent sends in Persian: type, the state in its colour beside it, counts, cost, sender IP and Jalali times", async () => {
    bff = fakeReportsBff();
    renderReports(<ReportsHome />);
    const link = await screen.findByRole("link", { name: "گزارش ارسال ۹۰۰۲" });
    expect(link).toHaveAttribute("href", "/reports/9002");
    expect(link).toHaveTextContent(/^۹۰۰۲$/);

    expect(cellsOf(rowOf("۹۰۰۲"))).toEqual([
      "۹۰۰۲",
      "983000505",
      "ارسال سریع",
      "ارسال شده",
      "۱٬۲۰۰",
      "۱٬۱۸۰",
      "۳٬۶۵۷٫۵ ریال",
      "185.12.4.9",
      "۱۴۰۳-۰۵-۱۲ ۱۳:۳۰:۰۰",
      "۱۴۰۳-۰۵-۱۲ ۱۴:۴۵:۱۰",
    ]);
    expect(within(rowOf("۹۰۰۲")).getByText("ارسال شده")).toHaveClass("bg-success-soft", "text-success");

    const rejected = rowOf("۹۰۰۱");
    expect(within(rejected).getByText("ارسال از فایل")).toBeInTheDocument();
    expect(within(rejected).getByText("رد شده در بررسی محتوا")).toHaveClass("bg-danger-soft", "text-danger");
    expect(within(rejected).getByText("—")).toBeInTheDocument();

    expect(bff.to("POST", NEW_LIST).map((call) => call.body)).toEqual([{ page: 1, limit: 10, filters: {} }]);
  });

  it("asks each tab's own list: the systemic sends, then the archive, whose rows lead to its own report page", async () => {
    bff = fakeReportsBff({
      [`POST ${SYSTEMIC_LIST}`]: paged([sendRow(8001, { type: "webservice" })]),
      [`POST ${ARCHIVE_LIST}`]: paged([sendRow(7001)]),
    });
    const { url } = renderReports(<ReportsHome />);
    await screen.findByRole("link", { name: "گزارش ارسال ۹۰۰۲" });

    fireEvent.mouseDown(screen.getByRole("tab", { name: "ارسال‌های سیستمی" }), { button: 0 });
    expect(await screen.findByRole("link", { name: "گزارش ارسال ۸۰۰۱" })).toHaveAttribute("href", "/reports/8001");
    expect(url().get("tab")).toBe("1");
    expect(bff.to("POST", SYSTEMIC_LIST).map((call) => call.body)).toEqual([{ page: 1, limit: 10, filters: {} }]);

    fireEvent.mouseDown(screen.getByRole("tab", { name: "بایگانی" }), { button: 0 });
    expect(await screen.findByRole("link", { name: "گزارش ارسال ۷۰۰۱" })).toHaveAttribute(
      "href",
      "/reports/archive-details/7001",
    );
    expect(url().get("tab")).toBe("2");
    expect(bff.to("POST", ARCHIVE_LIST)).toHaveLength(1);
    expect(bff.to("POST", NEW_LIST)).toHaveLength(1);
  });

  it("opens the tab the link names and asks only its list", async () => {
    bff = fakeReportsBff({ [`POST ${ARCHIVE_LIST}`]: paged([sendRow(7001)]) });
    renderReports(<ReportsHome />, { search: "?tab=2" });
    await screen.findByRole("link", { name: "گزارش ارسال ۷۰۰۱" });
    expect(screen.getByRole("tab", { name: "بایگانی" })).toHaveAttribute("aria-selected", "true");
    expect(bff.to("POST", NEW_LIST)).toHaveLength(0);
  });

  it("pages through the list in the query string", async () => {
    bff = fakeReportsBff({ [`POST ${NEW_LIST}`]: paged([sendRow(9002)], { total: 25 }) });
    const { url } = renderReports(<ReportsHome />);
    await screen.findByRole("link", { name: "گزارش ارسال ۹۰۰۲" });
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۲۵")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /صفحه ۲/ }));
    await waitFor(() => expect(bff.to("POST", NEW_LIST).at(-1)?.body).toEqual({ page: 2, limit: 10, filters: {} }));
    expect(url().get("page")).toBe("2");
  });

  it("shows each send as a card on a phone, its id leading to the report", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    bff = fakeReportsBff();
    renderReports(<ReportsHome />);
    const cards = within(await screen.findByRole("list", { name: "ارسال‌های ۳۰ روز اخیر" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link", { name: "گزارش ارسال ۹۰۰۲" })).toHaveAttribute("href", "/reports/9002");
    expect(within(cards[0]!).getByText("وضعیت", { selector: "dt" }).nextElementSibling).toHaveTextContent("ارسال شده");
    expect(within(cards[0]!).getByText("زمان ارسال", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "۱۴۰۳-۰۵-۱۲ ۱۴:۴۵:۱۰",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when there is no send, and when the filters leave none", async () => {
    bff = fakeReportsBff({ [`POST ${NEW_LIST}`]: paged([]) });
    renderReports(<ReportsHome />);
    expect(await screen.findByText("در ۳۰ روز اخیر ارسالی نداشته‌اید.")).toBeInTheDocument();
    bff.restore();

    bff = fakeReportsBff({ [`POST ${NEW_LIST}`]: paged([]) });
    renderReports(<ReportsHome />, { search: "?state=6" });
    expect(await screen.findByText("ارسالی با این فیلترها پیدا نشد.")).toBeInTheDocument();
  });

  it("shows why the list failed, and reads it again on «تلاش دوباره»", async () => {
    let failing = true;
    bff = fakeReportsBff({
      [`POST ${NEW_LIST}`]: () => (failing ? failure(403, "شما به گزارش‌ها دسترسی ندارید") : paged([sendRow(9002)])),
    });
    renderReports(<ReportsHome />);
    expect(await screen.findByRole("alert")).toHaveTextContent("شما به گزارش‌ها دسترسی ندارید");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByRole("link", { name: "گزارش ارسال ۹۰۰۲" })).toBeInTheDocument();
  });
});
