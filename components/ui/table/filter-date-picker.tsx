"use client";

import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { dateToJalaliDay, jalaliDayToDate } from "@/lib/url-state/jalali-date";

export interface FilterDatePickerProps {
  id: string;
  /** The day as the URL holds it (YYYY/MM/DD, Latin digits), or "" for none. */
  value: string;
  onChange: (day: string) => void;
  /** The filter as a whole is refused (a range whose end comes before its start). */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The Jalali date picker for a date filter, speaking the URL's day text. The picker refuses an
 * impossible day itself, with its own message, and reports only real days (or "" when emptied).
 */
export function FilterDatePicker({ id, value, onChange, invalid, describedBy }: FilterDatePickerProps) {
  return (
    <DatePicker
      id={id}
      value={jalaliDayToDate(value)}
      onChange={(date) => onChange(date ? dateToJalaliDay(date) : "")}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
