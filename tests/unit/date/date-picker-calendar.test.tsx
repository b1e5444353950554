import { fireEvent, screen, within } from "@testing-library/react";
import { newDate } from "date-fns-jalali";
import { calendar, control, day, renderPicker, settle, startClockAtToday } from "./render-picker";
import { mockViewport } from "./viewport";

beforeEach(() => {
  mockViewport(false);
  startClockAtToday();
});
afterEach(() => jest.useRealTimers());

async function openCalendar(props: Parameters<typeof renderPicker>[0] = {}, dir: "rtl" | "ltr" = "rtl") {
  const rendered = renderPicker(props, dir);
  fireEvent.keyDown(rendered.input, { key: "ArrowDown" });
  await settle();
  return rendered;
}

const grid = () => within(calendar()!).getByRole("grid");
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
/** Opens the month or year list of the calendar header and returns its options. */
async function listOf(name: string) {
  fireEvent.click(control(name));
  await settle();
  return within(screen.getByRole("listbox", { name })).getAllByRole("option");
}

async function choose(name: string, option: string) {
  fireEvent.click((await listOf(name)).find((o) => o.textContent === option)!);
  await settle();
}

const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll("td")).map((td) => td.textContent);

describe("Calendar layout", () => {
  it("heads the week Saturday to Friday", async () => {
    await openCalendar();
    const headers = within(grid()).getAllByRole("columnheader");
    expect(headers.map((th) => th.getAttribute("abbr"))).toEqual([
      "شنبه",
      "یکشنبه",
      "دوشنبه",
      "سه‌شنبه",
      "چهارشنبه",
      "پنجشنبه",
      "جمعه",
    ]);
    expect(headers.map((th) => th.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      "ش",
      "ی",
      "د",
      "س",
      "چ",
      "پ",
      "ج",
    ]);
  });

  it("puts 1 Farvardin 1403 on Wednesday and 1 Mordad 1403 on Monday, in Persian digits", async () => {
    await openCalendar({ value: newDate(1403, 0, 10) });
    const firstWeek = within(grid()).getAllByRole("row")[1]!;
    expect(cellTexts(firstWeek)).toEqual(["", "", "", "", "۱", "۲", "۳"]);
    await choose("ماه", "مرداد");
    expect(cellTexts(within(grid()).getAllByRole("row")[1]!)).toEqual(["", "", "۱", "۲", "۳", "۴", "۵"]);
  });

  it("marks the selected day", async () => {
    await openCalendar({ value: newDate(1403, 4, 20) });
    expect(day("۲۰ مرداد ۱۴۰۳").closest("td")).toHaveAttribute("aria-selected", "true");
    expect(day("۱۲ مرداد ۱۴۰۳").closest("td")).toHaveAttribute("aria-selected", "false");
  });

  it("shows Persian month names and a 201-year list from 103 years back", async () => {
    await openCalendar();
    const months = await listOf("ماه");
    expect(months.map((o) => o.textContent)).toEqual([
      "فروردین",
      "اردیبهشت",
      "خرداد",
      "تیر",
      "مرداد",
      "شهریور",
      "مهر",
      "آبان",
      "آذر",
      "دی",
      "بهمن",
      "اسفند",
    ]);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await settle();
    const years = await listOf("سال");
    expect(years).toHaveLength(201);
    expect(years[0]).toHaveTextContent("۱۳۰۰");
    expect(years[103]).toHaveTextContent("۱۴۰۳");
    expect(years[200]).toHaveTextContent("۱۵۰۰");
    expect(years[103]).toHaveAttribute("aria-selected", "true");
  });

  it("moves between months and years with the buttons and selects", async () => {
    await openCalendar({ value: newDate(1403, 0, 10) });
    fireEvent.click(control("ماه قبل"));
    expect(control("اسفند ۱۴۰۲")).toBeInTheDocument();
    fireEvent.click(control("ماه بعد"));
    fireEvent.click(control("ماه بعد"));
    expect(control("اردیبهشت ۱۴۰۳")).toBeInTheDocument();
    await choose("سال", "۱۳۵۰");
    expect(control("اردیبهشت ۱۳۵۰")).toBeInTheDocument();
  });

  it("offers a value's year outside the list as well", async () => {
    await openCalendar({ value: newDate(1250, 0, 1) });
    const years = await listOf("سال");
    expect(years).toHaveLength(202);
    expect(years[0]).toHaveTextContent("۱۲۵۰");
    expect(years[0]).toHaveAttribute("aria-selected", "true");
  });

  it("draws the month arrows pointing outward in RTL: previous to the right, next to the left", async () => {
    await openCalendar();
    const previousArrow = control("ماه قبل").querySelector("svg")!;
    const nextArrow = control("ماه بعد").querySelector("svg")!;
    // Both paths are mirrored in RTL: the previous chevron is drawn pointing left, so it shows pointing right.
    expect(previousArrow).toHaveClass("rtl:-scale-x-100");
    expect(previousArrow.querySelector("path")).toHaveAttribute("d", "m14.5 6-6 6 6 6");
    expect(nextArrow.querySelector("path")).toHaveAttribute("d", "m9.5 6 6 6-6 6");
  });
});

describe("Calendar keyboard", () => {
  it("starts on today; ArrowLeft is the next day and ArrowRight the previous one in RTL", async () => {
    await openCalendar();
    expect(day("۱۲ مرداد ۱۴۰۳")).toHaveFocus();
    press("ArrowLeft");
    expect(day("۱۳ مرداد ۱۴۰۳")).toHaveFocus();
    press("ArrowRight");
    press("ArrowRight");
    expect(day("۱۱ مرداد ۱۴۰۳")).toHaveFocus();
    expect(day("۱۱ مرداد ۱۴۰۳")).toHaveAttribute("tabindex", "0");
    expect(day("۱۲ مرداد ۱۴۰۳")).toHaveAttribute("tabindex", "-1");
  });

  it("follows the reading direction in LTR", async () => {
    await openCalendar({}, "ltr");
    press("ArrowLeft");
    expect(day("۱۱ مرداد ۱۴۰۳")).toHaveFocus();
  });

  it("moves a week with up and down, a month with PageUp and PageDown, to the week's ends with Home and End", async () => {
    await openCalendar();
    press("ArrowDown");
    expect(day("۱۹ مرداد ۱۴۰۳")).toHaveFocus();
    press("ArrowUp");
    press("ArrowUp");
    expect(day("۵ مرداد ۱۴۰۳")).toHaveFocus();
    press("PageDown");
    expect(day("۵ شهریور ۱۴۰۳")).toHaveFocus();
    press("PageUp");
    press("PageUp");
    expect(day("۵ تیر ۱۴۰۳")).toHaveFocus();
    // 5 Tir 1403 was Tuesday 25 June 2024: its week runs from Saturday 2 Tir to Friday 8 Tir.
    press("Home");
    expect(day("۲ تیر ۱۴۰۳")).toHaveFocus();
    press("End");
    expect(day("۸ تیر ۱۴۰۳")).toHaveFocus();
  });

  it("turns the month when moving past its last day", async () => {
    await openCalendar({ value: newDate(1403, 4, 31) });
    expect(day("۳۱ مرداد ۱۴۰۳")).toHaveFocus();
    press("ArrowLeft");
    expect(control("شهریور ۱۴۰۳")).toBeInTheDocument();
    expect(day("۱ شهریور ۱۴۰۳")).toHaveFocus();
  });

  it("picks with Enter, closes and gives focus back to the input", async () => {
    const { input, onChange } = await openCalendar();
    press("ArrowLeft");
    press("Enter");
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 13));
    expect(calendar()).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue("1403/05/13");
  });

  it("does not pick a disabled day with Enter", async () => {
    const { onChange } = await openCalendar({ disablePast: true });
    press("ArrowRight");
    expect(day("۱۱ مرداد ۱۴۰۳")).toHaveFocus();
    press("Enter");
    expect(onChange).not.toHaveBeenCalled();
    expect(calendar()).toBeInTheDocument();
  });
});
