import { isoDayToDate, tehranIsoDay } from "../date/iso-day";
import { formatJalaliDate } from "../format/jalali";

/**
 * The Jalali day (YYYY/MM/DD, Persian digits) of an instant on Tehran's calendar, the same on the
 * server (which renders the list in UTC) and in the browser, so the page hydrates without a mismatch
 * and a pattern made late in a Tehran evening shows the day its owner made it.
 */
export function tehranJalaliDay(value: Date | string | number): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  const day = isoDayToDate(tehranIsoDay(instant));
  return day ? formatJalaliDate(day) : "";
}
