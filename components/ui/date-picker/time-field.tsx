"use client";

import { useState } from "react";
import {
  formatTimeText,
  maskTime,
  meridiemOf,
  parseTimeText,
  sameTime,
  type HourCycle,
  type Meridiem,
  type TimeFormat,
  type TimeValue,
} from "@/lib/date/time-value";
import { MaskedInput } from "./masked-input";

export interface TimeFieldProps {
  id?: string;
  /** The time on the 24-hour clock, or null when empty. */
  value: TimeValue | null;
  /** Called with each complete time typed (or the meridiem switched), and null when emptied. */
  onChange: (value: TimeValue | null) => void;
  /** 24 shows 00-23; 12 shows 01-12 with a ق.ظ / ب.ظ switch. */
  hourCycle?: HourCycle;
  withSeconds?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  "aria-label"?: string;
  "aria-describedby"?: string;
}

const MERIDIEMS: { value: Meridiem; short: string; long: string }[] = [
  { value: "am", short: "ق.ظ", long: "قبل از ظهر" },
  { value: "pm", short: "ب.ظ", long: "بعد از ظهر" },
];

/**
 * Spec §5 time field: HH:mm (or HH:mm:ss) typed in Latin or Persian digits, the colon put in as you
 * type, hours within the clock, minutes and seconds at most 59. A half-typed time goes back to the
 * value on blur.
 */
export function TimeField({
  id,
  value,
  onChange,
  hourCycle = 24,
  withSeconds = false,
  disabled,
  invalid,
  "aria-label": ariaLabel,
  "aria-describedby": ariaDescribedBy,
}: TimeFieldProps) {
  const format: TimeFormat = { hourCycle, withSeconds };
  const textOf = (time: TimeValue | null) => (time ? formatTimeText(time, format) : "");
  const [text, setText] = useState(() => textOf(value));
  const [meridiem, setMeridiem] = useState<Meridiem>(value ? meridiemOf(value.hours) : "am");
  const [seen, setSeen] = useState(value);
  if (!sameTime(seen, value)) {
    // The value changed from outside (or accepted what was typed): show it.
    setSeen(value);
    setText(textOf(value));
    if (value) setMeridiem(meridiemOf(value.hours));
  }

  const emit = (nextText: string, nextMeridiem: Meridiem) => {
    if (!nextText) return onChange(null);
    const time = parseTimeText(nextText, format, nextMeridiem);
    if (time) onChange(time);
  };

  const placeholder = (hourCycle === 12 ? "02:30" : "14:30") + (withSeconds ? ":00" : "");

  return (
    <div className="flex gap-2">
      <MaskedInput
        id={id}
        mask={(raw) => maskTime(raw, format)}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        invalid={invalid}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value, meridiem);
        }}
        onBlur={() => {
          if (text && !parseTimeText(text, format, meridiem)) setText(textOf(value));
        }}
      />
      {hourCycle === 12 ? (
        <div
          role="group"
          aria-label="نیمهٔ روز"
          className="flex shrink-0 overflow-hidden rounded-lg border border-border"
        >
          {MERIDIEMS.map((option) => (
            <button
              key={option.value}
              type="button"
              disabled={disabled}
              aria-pressed={meridiem === option.value}
              aria-label={option.long}
              onClick={() => {
                setMeridiem(option.value);
                if (text) emit(text, option.value);
              }}
              className={`h-10 px-3 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset disabled:cursor-not-allowed disabled:opacity-60 ${
                meridiem === option.value ? "bg-primary text-on-primary" : "bg-surface text-text hover:bg-surface-2"
              }`}
            >
              {option.short}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
