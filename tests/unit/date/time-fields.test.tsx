import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { TimeField, type TimeFieldProps } from "@/components/ui/date-picker/time-field";
import {
  TimeInputWithMinimum,
  type TimeInputWithMinimumProps,
} from "@/components/ui/date-picker/time-input-with-minimum";
import type { TimeValue } from "@/lib/date/time-value";

function renderTime(props: Partial<TimeFieldProps> = {}) {
  const onChange = jest.fn();
  function Page() {
    const [value, setValue] = useState<TimeValue | null>(props.value ?? null);
    return (
      <TimeField
        aria-label="ساعت"
        {...props}
        value={value}
        onChange={(time) => {
          setValue(time);
          onChange(time);
        }}
      />
    );
  }
  render(<Page />);
  return { onChange, input: screen.getByLabelText<HTMLInputElement>("ساعت") };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("TimeField on the 24-hour clock", () => {
  it("puts the colon in and reports a complete time", () => {
    const { input, onChange } = renderTime();
    type(input, "14");
    expect(onChange).not.toHaveBeenCalled();
    type(input, "143");
    expect(input).toHaveValue("14:3");
    expect(onChange).not.toHaveBeenCalled();
    type(input, "1430");
    expect(input).toHaveValue("14:30");
    expect(onChange).toHaveBeenCalledWith({ hours: 14, minutes: 30, seconds: 0 });
  });

  it("takes Persian digits and clamps hours to 23 and minutes to 59", () => {
    const { input, onChange } = renderTime();
    type(input, "۲۴۶۰");
    expect(input).toHaveValue("23:59");
    expect(onChange).toHaveBeenCalledWith({ hours: 23, minutes: 59, seconds: 0 });
  });

  it("reports null when emptied", () => {
    const { input, onChange } = renderTime({ value: { hours: 8, minutes: 0, seconds: 0 } });
    expect(input).toHaveValue("08:00");
    type(input, "");
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("puts a half-typed time back to the value on blur", () => {
    const { input, onChange } = renderTime({ value: { hours: 8, minutes: 5, seconds: 0 } });
    type(input, "09:3");
    fireEvent.blur(input);
    expect(input).toHaveValue("08:05");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("has no meridiem switch", () => {
    renderTime();
    expect(screen.queryByRole("group", { name: "نیمهٔ روز" })).not.toBeInTheDocument();
  });

  it("with seconds, needs them and clamps them to 59", () => {
    const { input, onChange } = renderTime({ withSeconds: true });
    type(input, "1430");
    expect(onChange).not.toHaveBeenCalled();
    type(input, "143075");
    expect(input).toHaveValue("14:30:59");
    expect(onChange).toHaveBeenCalledWith({ hours: 14, minutes: 30, seconds: 59 });
  });

  it("can be disabled", () => {
    const { input } = renderTime({ disabled: true });
    expect(input).toBeDisabled();
  });
});

describe("TimeField on the 12-hour clock", () => {
  it("keeps hours to 12 and reads them with the meridiem switch", () => {
    const { input, onChange } = renderTime({ hourCycle: 12 });
    const am = screen.getByRole("button", { name: "قبل از ظهر" });
    const pm = screen.getByRole("button", { name: "بعد از ظهر" });
    expect(am).toHaveTextContent("ق.ظ");
    expect(pm).toHaveTextContent("ب.ظ");
    expect(am).toHaveAttribute("aria-pressed", "true");
    type(input, "1530");
    expect(input).toHaveValue("12:30");
    type(input, "0230");
    expect(onChange).toHaveBeenLastCalledWith({ hours: 2, minutes: 30, seconds: 0 });
    fireEvent.click(pm);
    expect(pm).toHaveAttribute("aria-pressed", "true");
    expect(onChange).toHaveBeenLastCalledWith({ hours: 14, minutes: 30, seconds: 0 });
  });

  it("shows a 24-hour value on its own clock", () => {
    const { input } = renderTime({ hourCycle: 12, value: { hours: 0, minutes: 15, seconds: 0 } });
    expect(input).toHaveValue("12:15");
    expect(screen.getByRole("button", { name: "قبل از ظهر" })).toHaveAttribute("aria-pressed", "true");
  });

  it("switching the meridiem of an empty field reports nothing", () => {
    const { onChange } = renderTime({ hourCycle: 12 });
    fireEvent.click(screen.getByRole("button", { name: "بعد از ظهر" }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("TimeInputWithMinimum", () => {
  // Friday 2 August 2024 (12 Mordad 1403), noon.
  const now = new Date(2024, 7, 2, 12, 0, 0);
  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  function renderWithMinimum(props: Partial<TimeInputWithMinimumProps> = {}) {
    const onChange = jest.fn();
    render(
      <TimeInputWithMinimum
        aria-label="ساعت ارسال"
        date={new Date(2024, 7, 2)}
        value={null}
        minMinutesFromNow={30}
        onChange={onChange}
        {...props}
      />,
    );
    return { onChange, input: screen.getByLabelText("ساعت ارسال") };
  }

  it("refuses a time today earlier than now plus the minimum, without calling onChange", () => {
    const { input, onChange } = renderWithMinimum();
    type(input, "1210");
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("زمان باید دست‌کم ۳۰ دقیقه بعد از اکنون باشد");
    expect(input).toHaveAccessibleDescription("زمان باید دست‌کم ۳۰ دقیقه بعد از اکنون باشد");
    type(input, "1229");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("accepts now plus the minimum exactly, and clears the error", () => {
    const { input, onChange } = renderWithMinimum();
    type(input, "1200");
    type(input, "1230");
    expect(onChange).toHaveBeenCalledWith({ hours: 12, minutes: 30, seconds: 0 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("accepts any time on a future date", () => {
    const { input, onChange } = renderWithMinimum({ date: new Date(2024, 7, 3) });
    type(input, "0005");
    expect(onChange).toHaveBeenCalledWith({ hours: 0, minutes: 5, seconds: 0 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("judges against the clock at the time of the change", () => {
    const { input, onChange } = renderWithMinimum();
    type(input, "1240");
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(15 * 60_000));
    type(input, "1244");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });
});
