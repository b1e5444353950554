import { isValid, parseISO } from "date-fns-jalali";
import { clockText, jalaliDayText } from "../date/jalali-text";
import { toPersianDigits } from "../validation/digits";

function toDate(value: Date | string | number): Date | null {
  const date = typeof value === "string" ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** A Jalali date in the panel's format (spec §9: YYYY/MM/DD), in Persian digits; "" for an unreadable value. */
export function formatJalaliDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? toPersianDigits(jalaliDayText(date)) : "";
}

/** A Jalali date and time (YYYY-MM-DD HH:mm:ss), in Persian digits; "" for an unreadable value. */
export function formatJalaliDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? toPersianDigits(`${jalaliDayText(date, "-")} ${clockText(date, true)}`) : "";
}
