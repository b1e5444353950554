import { formatPickerText, parseTypedDate } from "@/lib/date/typed-date";
import { toLatinDigits } from "@/lib/validation/digits";

/**
 * A filter's Jalali day as the URL holds it: YYYY/MM/DD in Latin digits. Read with the date picker's
 * own parser and validity rules (lib/date), so the URL, the field and the calendar agree on which
 * days exist. Persian digits are accepted; other shapes (1403/5/12, 14030512) and impossible days
 * (1403/07/31, 1402/12/30) are not a day.
 */
function parseJalaliDay(text: string) {
  const latin = toLatinDigits(text.trim());
  const parsed = parseTypedDate(latin, false);
  return parsed.kind === "date" && parsed.text === latin ? parsed : null;
}

/** The day in the URL's form (Latin digits), or null when `text` is not one. */
export function readJalaliDay(text: string): string | null {
  return parseJalaliDay(text)?.text ?? null;
}

/** The local midnight of a day in the URL's form, for the date picker; null for "" or a non-day. */
export function jalaliDayToDate(text: string): Date | null {
  return parseJalaliDay(text)?.date ?? null;
}

/** The URL's form of the day a date falls on. */
export function dateToJalaliDay(date: Date): string {
  return formatPickerText(date, false);
}
