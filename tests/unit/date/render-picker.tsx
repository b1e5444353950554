import { DirectionProvider } from "@radix-ui/react-direction";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DatePicker, type DatePickerProps } from "@/components/ui/date-picker/date-picker";

/** 12 Mordad 1403 (Friday 2 August 2024), noon: "today" in the picker tests. */
const TODAY = new Date(2024, 7, 2, 12, 0, 0);

/** Fake timers with the clock at TODAY. */
export function startClockAtToday() {
  jest.useFakeTimers({ now: TODAY });
}

/** A picker whose value lives in state as a page would keep it; onChange is recorded. */
export function renderPicker(props: Partial<DatePickerProps> = {}, dir: "rtl" | "ltr" = "rtl") {
  const onChange = jest.fn();
  function Page() {
    const [value, setValue] = useState<Date | null>(props.value ?? null);
    return (
      <DatePicker
        aria-label="تاریخ"
        {...props}
        value={value}
        onChange={(date) => {
          setValue(date);
          onChange(date);
        }}
      />
    );
  }
  const result = render(
    <DirectionProvider dir={dir}>
      <div dir={dir}>
        <Page />
        <button type="button">بیرون</button>
      </div>
    </DirectionProvider>,
  );
  return { ...result, onChange, input: screen.getByLabelText<HTMLInputElement>("تاریخ") };
}

/** Lets the popup position itself (floating-ui answers in a promise). */
export async function settle() {
  await act(async () => {});
}

/** Let timers run (Radix arms its outside-click listener on a zero timeout). */
export function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

// Found by their aria-labels: much faster than role queries over a calendar's many elements.
export const calendar = () => screen.queryByLabelText(/^انتخاب تاریخ/);
export const day = (label: string) => screen.getByLabelText(label);
export const control = (label: string) => screen.getByLabelText(label);
