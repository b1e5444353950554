import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { INVALID_DATE_MESSAGE } from "@/lib/date/date-bounds";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DATE_RANGE_ORDER_MESSAGE } from "@/lib/url-state/filter-inputs";
import {
  alerts,
  clickOption,
  combobox,
  FilteredTable,
  makeFilters,
  openSelect,
  probed,
  settle,
  typeDate,
} from "./filter-fixtures";
import { renderWithUrl } from "./render-with-url";

// The filters and the date picker ask the same hook whether the mobile layout applies.
jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => true) }));

beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(true));
afterEach(() => jest.useRealTimers());

const config = makeFilters("inbox_");

async function openFilters() {
  fireEvent.click(screen.getByRole("button", { name: /^فیلترها/ }));
  await settle();
  return screen.getByRole("dialog", { name: "فیلترها" });
}

describe("mobile filters", () => {
  it("shows a «فیلترها» button with the number of filters on, instead of the bar", () => {
    renderWithUrl(
      <FilteredTable config={config} />,
      "?inbox_search=a&inbox_from_date=1403/01/01&inbox_to_date=1403/01/09&page=2",
    );
    expect(screen.queryByRole("group", { name: "فیلترها" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها (۲ فیلتر فعال)" })).toBeInTheDocument();
  });

  it("has no count while no filter is on", () => {
    renderWithUrl(<FilteredTable config={config} />);
    expect(screen.getByRole("button", { name: "فیلترها" })).toBeInTheDocument();
  });

  it("opens full screen in the modal root with every filter filled from the URL", async () => {
    renderWithUrl(
      <FilteredTable config={config} />,
      "?inbox_status=sent&inbox_line=2000&inbox_day=1403/05/12&inbox_count_from=5",
    );
    const dialog = await openFilters();
    expect(dialog).toHaveClass("fixed", "inset-0");
    expect(document.getElementById("modal-root")).toContainElement(dialog);
    expect(within(dialog).getByRole("combobox", { name: "وضعیت" })).toHaveTextContent(/^ارسال‌شده$/);
    expect(within(dialog).getByRole("combobox", { name: "خط" })).toHaveTextContent(/^۲۰۰۰$/);
    expect(within(dialog).getByLabelText("روز")).toHaveValue("1403/05/12");
    expect(within(dialog).getByLabelText("تعداد از")).toHaveValue("5");
    expect(within(dialog).getByRole("button", { name: "اعمال" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "پاک کردن" })).toBeInTheDocument();
  });

  it("keeps changes out of the URL until «اعمال», then writes them all and goes back to page 1", async () => {
    jest.useFakeTimers({ now: new Date(2024, 7, 2, 12) });
    const { updates, url } = renderWithUrl(<FilteredTable config={config} />, "?page=3&limit=20&tab=1");
    const dialog = await openFilters();
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "تخفیف" } });
    await openSelect("وضعیت");
    await clickOption("ناموفق");
    await openSelect("خط");
    await clickOption("۱۰۰۰");
    await clickOption("۲۰۰۰");
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    await settle();
    // A day picked in the calendar waits for the picker's «تأیید», then for «اعمال».
    const day = within(dialog).getByLabelText("روز");
    fireEvent.click(day);
    await settle();
    fireEvent.click(screen.getByLabelText("۱۲ مرداد ۱۴۰۳"));
    expect(day).toHaveValue("");
    fireEvent.click(screen.getByRole("button", { name: "تأیید" }));
    await settle();
    expect(day).toHaveValue("1403/05/12");
    await typeDate(within(dialog).getByLabelText("بازه ارسال تا"), "14030131");
    fireEvent.change(within(dialog).getByLabelText("تعداد تا"), { target: { value: "90" } });
    act(() => jest.advanceTimersByTime(2000));
    expect(updates).toHaveLength(0);
    expect(probed().filters).toMatchObject({
      search: null,
      status: null,
      line: [],
      day: null,
      period: { from: null, to: null },
    });
    expect(combobox("خط")).toHaveTextContent(/^۲۰۰۰، ۱۰۰۰$/);

    fireEvent.click(within(dialog).getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(Object.fromEntries(url())).toEqual({
      inbox_search: "تخفیف",
      inbox_status: "failed",
      inbox_line: "2000,1000",
      inbox_day: "1403/05/12",
      inbox_to_date: "1403/01/31",
      inbox_count_to: "90",
      limit: "20",
      tab: "1",
    });
    expect(updates[0]?.options.history).toBe("replace");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها (۶ فیلتر فعال)" })).toBeInTheDocument();
  });

  it("applies when the form is submitted from the keyboard (Enter is left to the form)", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    const dialog = await openFilters();
    const field = within(dialog).getByLabelText("جستجو");
    fireEvent.change(field, { target: { value: "کد" } });
    // Not swallowed by the field, so the browser submits the form (jsdom does not do that part).
    expect(fireEvent.keyDown(field, { key: "Enter" })).toBe(true);
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(url().get("inbox_search")).toBe("کد"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("forgets pending changes when closed without applying", async () => {
    const { updates } = renderWithUrl(<FilteredTable config={config} />, "?inbox_search=old&inbox_day=1403/05/12");
    let dialog = await openFilters();
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "new" } });
    await typeDate(within(dialog).getByLabelText("روز"), "14030601");
    expect(within(dialog).getByLabelText("روز")).toHaveValue("1403/06/01");
    fireEvent.keyDown(within(dialog).getByLabelText("روز"), { key: "Escape" });
    fireEvent.click(within(dialog).getByRole("button", { name: "بستن" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dialog = await openFilters();
    expect(within(dialog).getByLabelText("جستجو")).toHaveValue("old");
    expect(within(dialog).getByLabelText("روز")).toHaveValue("1403/05/12");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(updates).toHaveLength(0);
  });

  it("«پاک کردن» removes every filter at once, keeping tab and limit", async () => {
    const { url } = renderWithUrl(
      <FilteredTable config={config} />,
      "?inbox_search=a&inbox_line=1000,2000&inbox_to_date=1403/01/09&page=4&limit=50&tab=2",
    );
    const dialog = await openFilters();
    fireEvent.click(within(dialog).getByRole("button", { name: "پاک کردن" }));
    await waitFor(() => expect(url().has("inbox_search")).toBe(false));
    expect(Object.fromEntries(url())).toEqual({ limit: "50", tab: "2" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "فیلترها" })).toBeInTheDocument();
  });

  it("does not apply a date range whose end comes before its start, and says why once", async () => {
    const { updates } = renderWithUrl(<FilteredTable config={config} />);
    const dialog = await openFilters();
    await typeDate(within(dialog).getByLabelText("بازه ارسال از"), "14030110");
    await typeDate(within(dialog).getByLabelText("بازه ارسال تا"), "14030105");
    // Nothing is checked before «اعمال».
    expect(alerts()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "اعمال" }));
    await settle();
    expect(alerts()).toEqual([DATE_RANGE_ORDER_MESSAGE]);
    expect(within(dialog).getByLabelText("بازه ارسال تا")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });

  it("leaves a day that does not exist to the picker's own message and applies the rest without it", async () => {
    const { url } = renderWithUrl(<FilteredTable config={config} />);
    const dialog = await openFilters();
    const day = within(dialog).getByLabelText("روز");
    await typeDate(day, "14030731");
    expect(alerts()).toEqual([INVALID_DATE_MESSAGE]);
    fireEvent.blur(day);
    expect(day).toHaveValue("");
    fireEvent.change(within(dialog).getByLabelText("جستجو"), { target: { value: "x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "اعمال" }));
    await waitFor(() => expect(url().get("inbox_search")).toBe("x"));
    expect(url().has("inbox_day")).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
