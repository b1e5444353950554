import { JALALI_MAX_YEAR, JALALI_MIN_YEAR } from "@/lib/date/jalali-validity";

/** The month a calendar shows; month 1-12. */
export interface CalendarView {
  year: number;
  month: number;
}

/** The view `delta` months away, or null past the valid Jalali years. */
export function shiftView({ year, month }: CalendarView, delta: number): CalendarView | null {
  const index = year * 12 + (month - 1) + delta;
  const next = { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
  return next.year < JALALI_MIN_YEAR || next.year > JALALI_MAX_YEAR ? null : next;
}
