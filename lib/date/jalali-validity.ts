/** Spec §5: Jalali dates are valid for these years (the range of the 33-year arithmetic's tables). */
export const JALALI_MIN_YEAR = -61;
export const JALALI_MAX_YEAR = 3177;

/** JS `%` truncates toward zero; the leap rule below is written for that behaviour, as in date-fns-jalali. */
function truncatedMod(a: number, b: number): number {
  return a - Math.trunc(a / b) * b;
}

/**
 * Whether a Jalali year has 366 days, by the same 33-year arithmetic date-fns-jalali uses, so the
 * field and the calendar never disagree about 30 Esfand (1399 and 1403 leap; 1400 and 1404 common).
 */
export function isLeapJalaliYear(year: number): boolean {
  // date-fns-jalali's special case, kept so both agree for every year in range.
  if (year === -3) return false;
  const m = truncatedMod(25 * year + 11, 33);
  return (m < 8 && m >= -1) || m <= -27;
}

/** Days in a Jalali month (1-12): 31 for 1-6, 30 for 7-11, and 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isLeapJalaliYear(year) ? 30 : 29;
}

/** Spec §5: a real Jalali day between years -61 and 3177; every part must be a whole number. */
export function isValidJalali(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < JALALI_MIN_YEAR || year > JALALI_MAX_YEAR) return false;
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= jalaliMonthLength(year, month);
}
