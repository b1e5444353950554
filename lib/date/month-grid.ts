import { getDay } from "date-fns-jalali";
import { jalaliMonthLength } from "./jalali-validity";
import { fromJalaliDay } from "./jalali-parts";

export const PERSIAN_MONTH_NAMES = [
  "فروردین",
  "اردیبهشت",
  "خرداد",
  "تیر",
  "مرداد",
  "شهریور",
  "مهر",
  "آبان",
  "آذر",
  "دی",
  "بهمن",
  "اسفند",
] as const;

/** Spec §9: the Jalali week starts on Saturday. */
export const WEEKDAY_NAMES = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"] as const;
export const WEEKDAY_INITIALS = ["ش", "ی", "د", "س", "چ", "پ", "ج"] as const;

/** 0 for Saturday through 6 for Friday. */
export function weekdayIndex(date: Date): number {
  return (getDay(date) + 1) % 7;
}

/** The column (0 = Saturday) the first day of a Jalali month falls in. */
export function firstWeekdayOfMonth(year: number, month: number): number {
  return weekdayIndex(fromJalaliDay({ year, month, day: 1 }));
}

/** A month as weeks of seven cells, Saturday first; null cells pad the first and last week. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const cells: (number | null)[] = Array(firstWeekdayOfMonth(year, month)).fill(null);
  const length = jalaliMonthLength(year, month);
  for (let day = 1; day <= length; day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
