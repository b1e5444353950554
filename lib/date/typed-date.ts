import { digitsOnly } from "../validation/digits";
import { isValidJalali, JALALI_MAX_YEAR, JALALI_MIN_YEAR } from "./jalali-validity";
import { fromJalaliDay } from "./jalali-parts";
import { clockText, jalaliDayText } from "./jalali-text";

/** Spec §5: a typed date is complete once its date part holds 8 digits (YYYYMMDD). */
const TYPED_DATE_DIGITS = 8;

/** What a picker's text stands for once typing has settled. */
export type TypedDate =
  { kind: "empty" } | { kind: "incomplete" } | { kind: "invalid" } | { kind: "date"; date: Date; text: string };

function splitAtSpace(text: string): [string, string] {
  const space = text.indexOf(" ");
  return space < 0 ? [text, ""] : [text.slice(0, space), text.slice(space + 1).trim()];
}

/**
 * Spec §5 Jalali date input: once the date part holds 8 digits it is written year/month/day
 * ("14030512" → "1403/05/12"); the time after it stays when the picker has a time, and is dropped
 * otherwise. Null while fewer than 8 digits are typed.
 */
export function normalizeTypedDate(text: string, withTime: boolean): string | null {
  const [datePart, timePart] = splitAtSpace(text.trim());
  const digits = digitsOnly(datePart);
  if (digits.length < TYPED_DATE_DIGITS) return null;
  const date = `${digits.slice(0, 4)}/${digits.slice(4, 6)}/${digits.slice(6, 8)}`;
  return withTime && timePart ? `${date} ${timePart}` : date;
}

/** Hours and minutes from "14", "14:3" or "14:30"; an absent time is midnight. */
function readTime(timePart: string): { hours: number; minutes: number } | null {
  if (!timePart) return { hours: 0, minutes: 0 };
  const match = /^(\d{1,2})(?::(\d{1,2}))?$/.exec(timePart);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours <= 23 && minutes <= 59 ? { hours, minutes } : null;
}

/** Reads a picker's text: empty, not yet 8 digits, not a real Jalali day, or a date (and time). */
export function parseTypedDate(text: string, withTime: boolean): TypedDate {
  if (!text.trim()) return { kind: "empty" };
  const normalized = normalizeTypedDate(text, withTime);
  if (!normalized) return { kind: "incomplete" };
  const [datePart, timePart] = splitAtSpace(normalized);
  const year = Number(datePart.slice(0, 4));
  const month = Number(datePart.slice(5, 7));
  const day = Number(datePart.slice(8, 10));
  const time = readTime(timePart);
  if (!isValidJalali(year, month, day) || !time) return { kind: "invalid" };
  return { kind: "date", date: fromJalaliDay({ year, month, day }, time.hours, time.minutes), text: normalized };
}

/**
 * The year (and month, once two month digits are in) of a partly typed date, for the calendar to
 * show while the user is still typing; null before four year digits.
 */
export function typedYearMonth(text: string): { year: number; month: number | null } | null {
  const digits = digitsOnly(splitAtSpace(text.trim())[0]);
  if (digits.length < 4) return null;
  const year = Number(digits.slice(0, 4));
  if (year < JALALI_MIN_YEAR || year > JALALI_MAX_YEAR) return null;
  const month = digits.length >= 6 ? Number(digits.slice(4, 6)) : null;
  return { year, month: month !== null && month >= 1 && month <= 12 ? month : null };
}

/** The text a picker shows for its value, in Latin digits (users type into the same field). */
export function formatPickerText(date: Date | null, withTime: boolean): string {
  if (!date) return "";
  return withTime ? `${jalaliDayText(date)} ${clockText(date)}` : jalaliDayText(date);
}
