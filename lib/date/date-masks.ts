import { applyTemplate, clampPair } from "./mask-template";

/** Spec §9: the panel's date format, YYYY/MM/DD. */
const DATE_TEMPLATE = "dddd/dd/dd";
/**
 * A date and a time, "1403/05/12 14:30". The spec puts slashes at 4 and 7 and the colon at 13; the
 * space at 10 is inserted the same way, or the hour's digits would run into the day's.
 */
const DATE_TIME_TEMPLATE = "dddd/dd/dd dd:dd";

const HOURS_AT = 11;
const MINUTES_AT = 14;

/** Spec §5 plain date field: digits and slashes only, a slash after the 4th and 7th characters. */
export function maskDate(raw: string): string {
  return applyTemplate(raw, DATE_TEMPLATE, /[0-9/]/);
}

/**
 * Spec §5 date-time field: digits, slash, space and colon; slashes at 4 and 7, colon at 13; hours
 * at most 23 and minutes at most 59, two digits each; a trailing colon is dropped.
 */
export function maskDateTime(raw: string): string {
  let out = applyTemplate(raw, DATE_TIME_TEMPLATE, /[0-9/ :]/);
  out = clampPair(out, HOURS_AT, 23);
  out = clampPair(out, MINUTES_AT, 59);
  return out.endsWith(":") ? out.slice(0, -1) : out;
}
