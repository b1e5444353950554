import { getDate, getMonth, getYear, newDate } from "date-fns-jalali";

/** A Jalali calendar day; month 1-12. */
export interface JalaliDay {
  year: number;
  month: number;
  day: number;
}

export function toJalaliDay(date: Date): JalaliDay {
  return { year: getYear(date), month: getMonth(date) + 1, day: getDate(date) };
}

/** Local midnight (or the given time) of a Jalali day. */
export function fromJalaliDay({ year, month, day }: JalaliDay, hours = 0, minutes = 0, seconds = 0): Date {
  return newDate(year, month - 1, day, hours, minutes, seconds);
}

export function sameJalaliDay(a: JalaliDay, b: JalaliDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
