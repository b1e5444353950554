import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { FilteredTable, makeFilters, probed } from "./filter-fixtures";
import { renderWithUrl } from "./render-with-url";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => true) }));

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(true));

const config = makeFilters("inbox_");

function openFilters() {
  fireEvent.click(screen.getByRole("button", { name: /^فیلترها/ }));
  return screen.getByRole("dialog", { name: "فیلترها" });
}

describe("mobile filters", () => {
  it("shows a «فیلترها» button with the number of filters on, instead of the bar", () => {
    renderWithUrl(<FilteredTable config={config} />, "?inbox_search=a&inbox_from_date=1403/01/01&inbox_to_date=1403/01/09&page=2");
    expect(screen.queryByRole("group", { name: "فیلترها" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها (۲ فیلتر فعال)" })).toBeInTheDocument();
  });

  it("has no count while no filter is on", () => {
    renderWithUrl(<FilteredTable config={config} />);
    expect(screen.getByRole("button", { name: "فیلترها" })).toBeInTheDocument();
  });

  it("opens full screen with every filter filled from the URL", () => {
    renderWithUrl(<FilteredTable config={config} />, "?inbox_status=sent&inbox_count_from=5");
    const dialog = openFilters();
    expect(dialog).toHaveClass("fixed", "inset-0");
    expect(within(dialog).getByLabelText("وضعیت")).toHaveValue("sent");
    expect(within(dialog).getByLabelText("تعداد از")).toHaveValue("5");
    expect(within(dialog).getByRole("button", { name: "اعمال" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "پاک کردن" })).toBeInTheDocument();
  });

  it("keeps changes out of the URL until «اعمال», then writes them all and goes back to page 1", async () => {
    jest.useFakeTimers();
    const { updates, url } = renderWithUrl(<FilteredTable config={config} />, "?page=3&limit=20&tab=1");
    const dialog = openFilters();
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "تخفیف" } });
    fireEvent.change(within(dialog).getByLabelText("وضعیت"), { target: { value: "failed" } });
    fireEvent.click(within(dialog).getByLabelText("۲۰۰۰"));
    fireEvent.change(within(dialog).getByLabelText("روز"), { target: { value: "14030512" } });
    fireEvent.change(within(dialog).getByLabelText("تعداد تا"), { target: { value: "90" } });
    jest.advanceTimersByTime(2000);
    expect(updates).toHaveLength(0);
    expect(probed().filters.search).toBeNull();
    jest.useRealTimers();

    fireEvent.click(within(dialog).getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(Object.fromEntries(url())).toEqual({
      inbox_search: "تخفیف",
      inbox_status: "failed",
      inbox_line: "2000",
      inbox_day: "1403/05/12",
      inbox_count_to: "90",
      limit: "20",
      tab: "1",
    });
    expect(updates[0]?.options.history).toBe("replace");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها (۵ فیلتر فعال)" })).toBeInTheDocument();
  });

  it("applies when the form is submitted from the keyboard (Enter is left to the form)", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    const dialog = openFilters();
    const field = within(dialog).getByLabelText("جستجو");
    fireEvent.change(field, { target: { value: "کد" } });
    // Not swallowed by the field, so the browser submits the form (jsdom does not do that part).
    expect(fireEvent.keyDown(field, { key: "Enter" })).toBe(true);
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(url().get("inbox_search")).toBe("کد"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("forgets pending changes when closed without applying", async () => {
    const { updates } = renderWithUrl(<FilteredTable config={config} />, "?inbox_search=old");
    let dialog = openFilters();
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "new" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "بستن" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dialog = openFilters();
    expect(within(dialog).getByLabelText("جستجو")).toHaveValue("old");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(updates).toHaveLength(0);
  });

  it("«پاک کردن» removes every filter at once, keeping tab and limit", async () => {
    const { url } = renderWithUrl(
      <FilteredTable config={config} />,
      "?inbox_search=a&inbox_line=1000,2000&inbox_to_date=1403/01/09&page=4&limit=50&tab=2",
    );
    const dialog = openFilters();
    fireEvent.click(within(dialog).getByRole("button", { name: "پاک کردن" }));
    await waitFor(() => expect(url().has("inbox_search")).toBe(false));
    expect(Object.fromEntries(url())).toEqual({ limit: "50", tab: "2" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها" })).toBeInTheDocument();
  });

  it("does not apply an invalid date and says why", () => {
    const { updates } = renderWithUrl(<FilteredTable config={config} />);
    const dialog = openFilters();
    fireEvent.change(within(dialog).getByLabelText("بازه ارسال از"), { target: { value: "1403/12/3" } });
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "اعمال" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("تاریخ معتبر نیست");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
});
