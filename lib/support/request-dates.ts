import { onTehranClock, tehranJalaliDay } from "@/lib/date/tehran-clock";
import { formatJalaliDateTime } from "@/lib/format/jalali";

/** A moment of a request (YYYY-MM-DD HH:mm:ss in Persian digits) on Tehran's clock, so server and browser agree. */
export function requestDateTime(value: string): string {
  const date = onTehranClock(value);
  return date ? formatJalaliDateTime(date) : "";
}

/** The day of a request (YYYY/MM/DD in Persian digits) on Tehran's calendar. */
export const requestDay = (value: string) => tehranJalaliDay(value);
