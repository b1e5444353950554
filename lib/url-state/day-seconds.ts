import { jalaliDayToDate } from "./jalali-date";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The first second of a Jalali day (YYYY/MM/DD) in the browser's time zone, in Unix seconds; null for a non-day. */
export function dayStartSeconds(day: string): number | null {
  const start = jalaliDayToDate(day);
  return start ? unixSeconds(start) : null;
}

/** The last second of a Jalali day in the browser's time zone (the next local midnight, less a second); null for a non-day. */
export function dayEndSeconds(day: string): number | null {
  const start = jalaliDayToDate(day);
  if (!start) return null;
  return unixSeconds(new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)) - 1;
}
