import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TableDemo } from "@/components/gallery/table-demo";
import { renderWithUrl } from "./render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: () => false }));

describe("the gallery's table demo: tabs, filters, table and pagination together", () => {
  it("pages through the made-up messages and narrows them with a filter, back on page 1", async () => {
    const { url } = renderWithUrl(<TableDemo />, "?page=3");
    const table = screen.getByRole("table", { name: "پیام‌های نمونه" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("نمایش ۲۱ تا ۳۰ از ۲۳۴")).toBeInTheDocument();

    fireEvent.change(screen.getAllByLabelText("وضعیت")[0]!, { target: { value: "failed" } });
    await waitFor(() => expect(url().get("demo_status")).toBe("failed"));
    expect(url().has("page")).toBe(false);
    expect(screen.getByText("نمایش ۱ تا ۱۰ از ۳۹")).toBeInTheDocument();
    within(table)
      .getAllByRole("row")
      .slice(1)
      .forEach((row) => expect(row).toHaveTextContent("ناموفق"));
  });

  it("says so when nothing matches", async () => {
    renderWithUrl(<TableDemo />, "?demo_search=zzz");
    expect(within(screen.getByRole("table", { name: "پیام‌های نمونه" })).getByText("پیامی با این فیلترها پیدا نشد.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "صفحه‌بندی" })).not.toBeInTheDocument();
  });
});
