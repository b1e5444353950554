import { fireEvent, within } from "@testing-library/react";
import { newDate } from "date-fns-jalali";
import { INPUT_DEBOUNCE_MS, TYPING_TIMEOUT_MS } from "@/lib/date/picker-timing";
import { advance, calendar, control, day, renderPicker, settle, startClockAtToday } from "./render-picker";
import { mockViewport } from "./viewport";

beforeEach(() => {
  mockViewport(false);
  startClockAtToday();
});
afterEach(() => jest.useRealTimers());

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await settle();
}

const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent ?? null;

describe("DatePicker typing", () => {
  it("uses the spec's timers: 500 ms input debounce and 700 ms typing time-out", () => {
    expect(INPUT_DEBOUNCE_MS).toBe(500);
    expect(TYPING_TIMEOUT_MS).toBe(700);
  });

  it("formats 8 digits as year/month/day and commits 500 ms after the last keystroke", async () => {
    const { input, onChange } = renderPicker();
    await type(input, "1403052");
    advance(400);
    await type(input, "14030520");
    expect(input).toHaveValue("1403/05/20");
    advance(499);
    expect(onChange).not.toHaveBeenCalled();
    advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20));
  });

  it("takes Persian digits and shows them as Latin ones", async () => {
    const { input, onChange } = renderPicker();
    await type(input, "۱۴۰۳۰۶۰۱");
    expect(input).toHaveValue("1403/06/01");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 5, 1));
  });

  it("turns the calendar to the typed year and month after 700 ms, before the date is complete", async () => {
    const { input } = renderPicker();
    fireEvent.focus(input);
    await settle();
    await type(input, "140211");
    expect(input).toHaveValue("1402/11");
    advance(TYPING_TIMEOUT_MS - 1);
    expect(control("مرداد ۱۴۰۳")).toBeInTheDocument();
    advance(1);
    expect(control("بهمن ۱۴۰۲")).toBeInTheDocument();
  });

  it("does not commit an incomplete date and restores the value on leaving the field", async () => {
    const { input, onChange } = renderPicker({ value: newDate(1403, 4, 5) });
    await type(input, "1403/06");
    advance(1000);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input).toHaveValue("1403/05/05");
  });

  it("commits at once on Enter and closes the calendar", async () => {
    const { input, onChange } = renderPicker();
    fireEvent.focus(input);
    await settle();
    await type(input, "14030520");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20));
    expect(calendar()).not.toBeInTheDocument();
    advance(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("commits on leaving the field without waiting", async () => {
    const { input, onChange } = renderPicker();
    await type(input, "14030520");
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20));
    expect(input).toHaveValue("1403/05/20");
  });

  it("clears the value when the text is emptied", async () => {
    const { input, onChange } = renderPicker({ value: newDate(1403, 4, 5) });
    await type(input, "");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("refuses a day that does not exist and keeps the previous value", async () => {
    const { input, onChange, container } = renderPicker({ value: newDate(1404, 0, 1) });
    await type(input, "14041230");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText(container)).toBe("تاریخ وارد شده معتبر نیست");
    expect(input).toHaveAttribute("aria-invalid", "true");
    fireEvent.blur(input);
    expect(input).toHaveValue("1404/01/01");
  });

  it("accepts 30 Esfand of a leap year", async () => {
    const { input, onChange } = renderPicker();
    await type(input, "14031230");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 11, 30));
  });
});

describe("DatePicker min, max and disablePast", () => {
  const min = newDate(1403, 4, 10);
  const max = newDate(1403, 4, 25);

  it("refuses a typed date before min, keeps the previous value and says why", async () => {
    const { input, onChange, container } = renderPicker({ value: newDate(1403, 4, 15), min, max });
    await type(input, "14030501");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText(container)).toBe("تاریخ باید از ۱۴۰۳/۰۵/۱۰ به بعد باشد");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("تاریخ باید از ۱۴۰۳/۰۵/۱۰ به بعد باشد");
    fireEvent.blur(input);
    expect(input).toHaveValue("1403/05/15");
  });

  it("refuses a typed date after max", async () => {
    const { input, onChange, container } = renderPicker({ value: newDate(1403, 4, 15), min, max });
    await type(input, "14030526");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText(container)).toBe("تاریخ باید تا ۱۴۰۳/۰۵/۲۵ باشد");
  });

  it("accepts the bounds themselves and clears the error once a good date is typed", async () => {
    const { input, onChange, container } = renderPicker({ min, max });
    await type(input, "14030526");
    advance(INPUT_DEBOUNCE_MS);
    await type(input, "14030525");
    expect(alertText(container)).toBeNull();
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(max);
    expect(input).not.toHaveAttribute("aria-invalid");
    await type(input, "14030510");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenLastCalledWith(min);
  });

  it("disables days outside the bounds in the calendar", async () => {
    const { input, onChange } = renderPicker({ min, max });
    fireEvent.focus(input);
    await settle();
    expect(day("۹ مرداد ۱۴۰۳")).toHaveAttribute("aria-disabled", "true");
    expect(day("۲۶ مرداد ۱۴۰۳")).toHaveAttribute("aria-disabled", "true");
    expect(day("۱۰ مرداد ۱۴۰۳")).not.toHaveAttribute("aria-disabled");
    fireEvent.click(day("۹ مرداد ۱۴۰۳"));
    expect(onChange).not.toHaveBeenCalled();
    expect(calendar()).toBeInTheDocument();
  });

  it("with disablePast disables past days, keeps today, and refuses a typed past date", async () => {
    const { input, onChange, container } = renderPicker({ disablePast: true });
    fireEvent.focus(input);
    await settle();
    expect(day("۱۱ مرداد ۱۴۰۳")).toHaveAttribute("aria-disabled", "true");
    expect(day("۱ مرداد ۱۴۰۳")).toHaveAttribute("aria-disabled", "true");
    expect(day("۱۲ مرداد ۱۴۰۳")).not.toHaveAttribute("aria-disabled");
    fireEvent.click(day("۱۱ مرداد ۱۴۰۳"));
    expect(onChange).not.toHaveBeenCalled();
    await type(input, "14030511");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText(container)).toBe("تاریخ گذشته را نمی‌توان انتخاب کرد");
    await type(input, "14030512");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 12));
  });
});

describe("DatePicker with a time", () => {
  it("keeps the time part of typed text", async () => {
    const { input, onChange } = renderPicker({ withTime: true });
    await type(input, "140305201430");
    expect(input).toHaveValue("1403/05/20 14:30");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20, 14, 30));
  });

  it("clamps a typed hour and minute", async () => {
    const { input } = renderPicker({ withTime: true });
    await type(input, "1403/05/20 27:75");
    expect(input).toHaveValue("1403/05/20 23:59");
  });

  it("keeps the chosen time when another day is picked, and sets the time from the popup", async () => {
    const { input, onChange } = renderPicker({ withTime: true, value: newDate(1403, 4, 20, 9, 15) });
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۲۲ مرداد ۱۴۰۳"));
    expect(onChange).toHaveBeenLastCalledWith(newDate(1403, 4, 22, 9, 15));
    const time = control("ساعت");
    expect(time).toHaveValue("09:15");
    fireEvent.change(time, { target: { value: "1845" } });
    expect(onChange).toHaveBeenLastCalledWith(newDate(1403, 4, 22, 18, 45));
    expect(input).toHaveValue("1403/05/22 18:45");
    expect(calendar()).toBeInTheDocument();
  });

  it("has its time field disabled until a day is chosen", async () => {
    const { input } = renderPicker({ withTime: true });
    fireEvent.focus(input);
    await settle();
    expect(control("ساعت")).toBeDisabled();
    fireEvent.click(day("۲۰ مرداد ۱۴۰۳"));
    expect(control("ساعت")).toBeEnabled();
  });

  it("with a minimum, refuses a typed time too soon today and accepts it on another day", async () => {
    const { input, onChange, container } = renderPicker({ withTime: true, minMinutesFromNow: 30 });
    await type(input, "1403/05/12 12:10");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(alertText(container)).toBe("زمان باید دست‌کم ۳۰ دقیقه بعد از اکنون باشد");
    await type(input, "1403/05/13 12:10");
    advance(INPUT_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 13, 12, 10));
  });

  it("with a minimum, picking today moves an earlier time to the first allowed one", async () => {
    const { input, onChange } = renderPicker({
      withTime: true,
      minMinutesFromNow: 30,
      value: newDate(1403, 4, 13, 8, 0),
    });
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۱۲ مرداد ۱۴۰۳"));
    expect(onChange).toHaveBeenLastCalledWith(newDate(1403, 4, 12, 12, 30));
  });

  it("on mobile, a time change waits for OK as well", async () => {
    mockViewport(true);
    const { input, onChange } = renderPicker({ withTime: true, value: newDate(1403, 4, 20, 9, 15) });
    fireEvent.focus(input);
    await settle();
    fireEvent.change(control("ساعت"), { target: { value: "1845" } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(calendar()!).getByText("تأیید"));
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20, 18, 45));
  });

  it("on mobile, text typed while the calendar is open counts once the calendar closes, before its timer", async () => {
    mockViewport(true);
    const { input, onChange } = renderPicker({ withTime: true });
    fireEvent.focus(input);
    await settle();
    await type(input, "140305201030");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(calendar()!).getByText("انصراف"));
    await settle();
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20, 10, 30));
  });
});
