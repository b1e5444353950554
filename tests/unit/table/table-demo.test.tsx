import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TableDemo } from "@/components/gallery/table-demo";
import { DATE_RANGE_ORDER_MESSAGE, NUMBER_RANGE_ORDER_MESSAGE } from "@/lib/url-state/filter-inputs";
import { settle } from "./filter-fixtures";
import { renderWithUrl } from "./render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: () => false }));

describe("the gallery's table demo: tabs, filters, table and pagination together", () => {
  it("pages through the made-up messages and narrows them with a filter, back on page 1", async () => {
    const { url } = renderWithUrl(<TableDemo />, "?page=3");
    const table = screen.getByRole("table", { name: "پیام‌های نمونه" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("نمایش ۲۱ تا ۳۰ از ۲۳۴")).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole("combobox", { name: "وضعیت" })[0]!);
    await settle();
    fireEvent.click(screen.getByRole("option", { name: "ناموفق" }));
    await waitFor(() => expect(url().get("demo_status")).toBe("failed"));
    expect(url().has("page")).toBe(false);
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۳۹")).toBeInTheDocument();
    within(table)
      .getAllByRole("row")
      .slice(1)
      .forEach((row) => expect(row).toHaveTextContent("ناموفق"));
  });

  it("holds the filter controls still in their filled and refused states", () => {
    renderWithUrl(<TableDemo />);
    const states = screen.getByRole("region", { name: "حالت‌های فیلتر و صفحه‌بندی" });
    expect(within(states).getByRole("combobox", { name: "وضعیت" })).toHaveTextContent(/^ناموفق$/);
    expect(within(states).getByRole("combobox", { name: "خط" })).toHaveTextContent(/^۳۰۰۰، ۲۰۰۰$/);
    expect(within(states).getByLabelText("روز ارسال")).toHaveValue("1403/05/12");
    expect(within(states).getByLabelText("بازهٔ ارسال از")).toHaveValue("1403/06/10");
    expect(
      within(states)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual([DATE_RANGE_ORDER_MESSAGE, NUMBER_RANGE_ORDER_MESSAGE]);
    expect(within(states).getAllByRole("combobox", { name: "تعداد در صفحه" })[1]).toBeDisabled();
  });

  it("says so when nothing matches", async () => {
    renderWithUrl(<TableDemo />, "?demo_search=zzz");
    expect(
      within(screen.getByRole("table", { name: "پیام‌های نمونه" })).getByText("پیامی با این فیلترها پیدا نشد."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "صفحه‌بندی" })).not.toBeInTheDocument();
  });
});
