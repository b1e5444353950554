import { screen, waitFor, fireEvent } from "@testing-library/react";
import { ApiCallsPanel } from "@/components/developers/api-calls/api-calls-panel";
import { AccessProvider } from "@/lib/auth/access-context";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { renderScreen } from "../support/render-screen";
import { choose } from "../support/select";
import { cellTexts as tableCellTexts } from "../support/table-cells";
import { call, CALLS, failure, fakeCallsBff, KEYS, page } from "./api-calls-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const TABLE = "فراخوانی‌های انجام‌شده با کلیدهای API";
let bff: ReturnType<typeof fakeCallsBff>;
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));
afterEach(() => bff.restore());

const queries = () => bff.to("GET", CALLS).map((one) => Object.fromEntries(one.query));

const cellTexts = () => tableCellTexts(TABLE);

describe("the log of calls made with keys", () => {
  it("shows when in Jalali, the key, method, path, coloured status, duration and address in Persian digits where they are numbers", async () => {
    bff = fakeCallsBff();
    renderScreen(<ApiCallsPanel />);
    await screen.findByRole("link", { name: "/v1/api/send" });
    expect(cellTexts()).toEqual([
      ["۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵", "فروشگاه", "POST", "/v1/api/send", "۲۰۰", "۱٬۲۳۴", "203.0.113.7"],
      ["۱۴۰۳-۱۲-۳۰ ۲۳:۵۹:۰۰", "انبار", "GET", "/v1/api/payment/credit/mine", "۴۰۱", "۳", "نامعلوم"],
    ]);
    expect(screen.getByText("۲۰۰")).toHaveClass("text-success");
    expect(screen.getByText("۴۰۱")).toHaveClass("text-warning");
    expect(screen.getByRole("link", { name: "/v1/api/send" })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "/v1/api/send" })).toHaveAttribute("href", "/developers/api-calls/21");
    expect(screen.getByText("203.0.113.7")).toHaveAttribute("dir", "ltr");
    expect(queries()).toEqual([{ per_page: "10" }]);
  });

  it("asks with the key, status class, path and the Jalali days of the link as ISO days, and its links keep them", async () => {
    bff = fakeCallsBff();
    renderScreen(<ApiCallsPanel />, { search: "?key=4&status=4xx&path=credit&from=1404/01/01&to=1404/01/02&limit=20" });
    await screen.findByRole("link", { name: "/v1/api/send" });
    expect(queries().at(-1)).toEqual({
      key_id: "4",
      status_class: "4xx",
      path: "credit",
      from_day: "2025-03-21",
      to_day: "2025-03-22",
      per_page: "20",
    });
    expect(screen.getByRole("combobox", { name: "کلید" })).toHaveTextContent("انبار");
    expect(screen.getByRole("link", { name: "/v1/api/send" })).toHaveAttribute(
      "href",
      "/developers/api-calls/21?key=4&status=4xx&path=credit&from=1404%2F01%2F01&to=1404%2F01%2F02&limit=20",
    );
  });

  it("narrows by a status class chosen, writing it to the query string and going back to page 1", async () => {
    bff = fakeCallsBff();
    const { url } = renderScreen(<ApiCallsPanel />);
    await screen.findByRole("link", { name: "/v1/api/send" });
    await choose("وضعیت پاسخ", "خطای سرور (۵xx)");
    expect(url().get("status")).toBe("5xx");
    await waitFor(() => expect(queries().at(-1)).toEqual({ per_page: "10", status_class: "5xx" }));
  });

  it("pages by the cursor each page gives, and a link to page 2 reads page 1 first", async () => {
    bff = fakeCallsBff({
      [`GET ${CALLS}`]: (one) =>
        one.query.get("cursor") === "1742533205000.11"
          ? page([call(10, { path: "/v1/api/user/get_tariff" })])
          : page([call(11)], "1742533205000.11"),
    });
    renderScreen(<ApiCallsPanel />, { search: "?page=2" });
    await screen.findByRole("link", { name: "/v1/api/user/get_tariff" });
    expect(queries()).toEqual([{ per_page: "10" }, { per_page: "10", cursor: "1742533205000.11" }]);
    expect(screen.getByText("نمایش ۱۱ تا ۱۱")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "صفحه ۱" }));
    expect(await screen.findByRole("link", { name: "/v1/api/send" })).toBeInTheDocument();
    // Page 1 was read already: no call is made again.
    expect(queries()).toHaveLength(2);
  });

  it("goes back to the last page when the link names one past the end", async () => {
    bff = fakeCallsBff({ [`GET ${CALLS}`]: page([call(11)]) });
    const { url } = renderScreen(<ApiCallsPanel />, { search: "?page=4" });
    await screen.findByRole("link", { name: "/v1/api/send" });
    expect(url().has("page")).toBe(false);
  });

  it("says no call has been made yet and where keys and the documents are; with filters, that none matches", async () => {
    bff = fakeCallsBff({ [`GET ${CALLS}`]: page([]) });
    const { unmount } = renderScreen(<ApiCallsPanel />);
    expect(await screen.findByText("هنوز هیچ فراخوانی‌ای با کلیدهای API حساب انجام نشده است.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "کلیدهای API" })).toHaveAttribute("href", "/developers/api-keys");
    expect(screen.getByRole("link", { name: "مستندات API" })).toHaveAttribute("href", "/developers/documents");
    unmount();
    renderScreen(<ApiCallsPanel />, { search: "?status=5xx" });
    expect(await screen.findByText(/فراخوانی‌ای با این فیلترها پیدا نشد/)).toBeInTheDocument();
  });

  it("says a range that ends before it starts in Persian, without asking the upstream", async () => {
    bff = fakeCallsBff();
    renderScreen(<ApiCallsPanel />, { search: "?from=1404/01/05&to=1404/01/02" });
    expect(await screen.findAllByText("تاریخ پایان باید پس از تاریخ شروع باشد")).not.toHaveLength(0);
    expect(bff.to("GET", CALLS)).toHaveLength(0);
  });

  it("shows a failure in Persian with a retry that asks again", async () => {
    let fail = true;
    bff = fakeCallsBff({ [`GET ${CALLS}`]: () => (fail ? failure(500, "خطای سرور") : page([call(21)])) });
    renderScreen(<ApiCallsPanel />);
    const retry = await screen.findByRole("button", { name: "تلاش دوباره" }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("link", { name: "/v1/api/send" })).toBeInTheDocument();
  });

  it("gives a colleague who may not see the keys the log without a key filter, and never asks for the keys", async () => {
    bff = fakeCallsBff();
    renderScreen(
      <AccessProvider
        memberOf={{ account_name: "فروشگاه", account_user_name: "shop", permissions: ["developers.api_calls"] }}
      >
        <ApiCallsPanel />
      </AccessProvider>,
    );
    await screen.findByRole("link", { name: "/v1/api/send" });
    expect(screen.queryByRole("combobox", { name: "کلید" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "وضعیت پاسخ" })).toBeInTheDocument();
    expect(bff.to("GET", KEYS)).toHaveLength(0);
  });
});
