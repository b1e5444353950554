import { toJalaliDay } from "./jalali-parts";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

// Written by hand rather than with date-fns' `format`, whose token parser and locale would come to
// every page that shows a date for these few fixed shapes.

/** A Jalali day as YYYY/MM/DD (or with another separator), in Latin digits. */
export function jalaliDayText(date: Date, separator = "/"): string {
  const { year, month, day } = toJalaliDay(date);
  return [pad(year, 4), pad(month), pad(day)].join(separator);
}

/** The local time as HH:mm, or HH:mm:ss with seconds. */
export function clockText(date: Date, withSeconds = false): string {
  const parts = [pad(date.getHours()), pad(date.getMinutes())];
  if (withSeconds) parts.push(pad(date.getSeconds()));
  return parts.join(":");
}
