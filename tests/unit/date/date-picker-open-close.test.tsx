import { fireEvent, within } from "@testing-library/react";
import { newDate } from "date-fns-jalali";
import { advance, calendar, control, day, renderPicker, settle, startClockAtToday } from "./render-picker";
import { mockViewport } from "./viewport";

beforeEach(() => {
  mockViewport(false);
  startClockAtToday();
});
afterEach(() => jest.useRealTimers());

describe("DatePicker opening and closing", () => {
  it("opens on focus at the current month, with today marked", async () => {
    const { input } = renderPicker();
    expect(calendar()).not.toBeInTheDocument();
    fireEvent.focus(input);
    await settle();
    expect(calendar()).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(control("مرداد ۱۴۰۳")).toBeInTheDocument();
    expect(day("۱۲ مرداد ۱۴۰۳")).toHaveAttribute("aria-current", "date");
    expect(day("۱۳ مرداد ۱۴۰۳")).not.toHaveAttribute("aria-current");
  });

  it("opens on a click of the input too", async () => {
    const { input } = renderPicker();
    fireEvent.click(input);
    await settle();
    expect(calendar()).toBeInTheDocument();
  });

  it("opens and closes from the calendar button, which puts focus on a day", async () => {
    renderPicker();
    fireEvent.click(control("باز کردن تقویم"));
    await settle();
    expect(calendar()).toBeInTheDocument();
    expect(day("۱۲ مرداد ۱۴۰۳")).toHaveFocus();
    fireEvent.click(control("بستن تقویم"));
    expect(calendar()).not.toBeInTheDocument();
  });

  it("closes on a click outside", async () => {
    const { input, getByText } = renderPicker();
    fireEvent.focus(input);
    await settle();
    advance(1);
    fireEvent.pointerDown(getByText("بیرون"));
    expect(calendar()).not.toBeInTheDocument();
  });

  it("stays open on a click in the input or the calendar's own controls", async () => {
    const { input } = renderPicker();
    fireEvent.focus(input);
    await settle();
    advance(1);
    fireEvent.pointerDown(input);
    fireEvent.pointerDown(control("ماه بعد"));
    expect(calendar()).toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the input", async () => {
    const { input } = renderPicker();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    await settle();
    expect(day("۱۲ مرداد ۱۴۰۳")).toHaveFocus();
    fireEvent.keyDown(day("۱۲ مرداد ۱۴۰۳"), { key: "Escape" });
    expect(calendar()).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it("closes after a day is picked, with the date in the field", async () => {
    const { input, onChange } = renderPicker();
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۲۰ مرداد ۱۴۰۳"));
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20));
    expect(calendar()).not.toBeInTheDocument();
    expect(input).toHaveValue("1403/05/20");
  });

  it("stays open after a pick when it shows a time", async () => {
    const { input, onChange } = renderPicker({ withTime: true });
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۲۰ مرداد ۱۴۰۳"));
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20, 0, 0));
    expect(calendar()).toBeInTheDocument();
    expect(input).toHaveValue("1403/05/20 00:00");
  });

  it("closes on scroll with hideOnScroll", async () => {
    const { input, container } = renderPicker({ hideOnScroll: true });
    const scroller = container.firstElementChild as HTMLElement;
    fireEvent.focus(input);
    await settle();
    scroller.scrollTop = 50;
    fireEvent.scroll(scroller);
    expect(calendar()).not.toBeInTheDocument();
  });

  it("stays open on scroll without hideOnScroll", async () => {
    const { input, container } = renderPicker();
    const scroller = container.firstElementChild as HTMLElement;
    fireEvent.focus(input);
    await settle();
    scroller.scrollTop = 50;
    fireEvent.scroll(scroller);
    expect(calendar()).toBeInTheDocument();
  });

  it("does not open when disabled", async () => {
    const { input } = renderPicker({ disabled: true });
    expect(input).toBeDisabled();
    fireEvent.focus(input);
    await settle();
    fireEvent.click(input);
    await settle();
    expect(calendar()).not.toBeInTheDocument();
    expect(control("باز کردن تقویم")).toBeDisabled();
  });
});

describe("DatePicker on mobile", () => {
  beforeEach(() => mockViewport(true));

  it("waits for OK (تأیید) before committing a pick", async () => {
    const { input, onChange } = renderPicker();
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۲۰ مرداد ۱۴۰۳"));
    expect(onChange).not.toHaveBeenCalled();
    expect(calendar()).toBeInTheDocument();
    expect(day("۲۰ مرداد ۱۴۰۳").closest("td")).toHaveAttribute("aria-selected", "true");
    fireEvent.click(within(calendar()!).getByRole("button", { name: "تأیید" }));
    expect(onChange).toHaveBeenCalledWith(newDate(1403, 4, 20));
    expect(calendar()).not.toBeInTheDocument();
    expect(input).toHaveValue("1403/05/20");
  });

  it("drops the pending pick on Cancel (انصراف)", async () => {
    const { input, onChange } = renderPicker({ value: newDate(1403, 4, 5) });
    fireEvent.focus(input);
    await settle();
    fireEvent.click(day("۲۰ مرداد ۱۴۰۳"));
    fireEvent.click(within(calendar()!).getByRole("button", { name: "انصراف" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(calendar()).not.toBeInTheDocument();
    expect(input).toHaveValue("1403/05/05");
    fireEvent.click(input);
    await settle();
    expect(day("۵ مرداد ۱۴۰۳").closest("td")).toHaveAttribute("aria-selected", "true");
    expect(day("۲۰ مرداد ۱۴۰۳").closest("td")).toHaveAttribute("aria-selected", "false");
  });

  it("has no OK or Cancel on desktop", async () => {
    mockViewport(false);
    const { input } = renderPicker();
    fireEvent.focus(input);
    await settle();
    expect(within(calendar()!).queryByRole("button", { name: "تأیید" })).not.toBeInTheDocument();
    expect(within(calendar()!).queryByRole("button", { name: "انصراف" })).not.toBeInTheDocument();
  });
});
