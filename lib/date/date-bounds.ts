import { startOfDay } from "date-fns-jalali";
import { formatJalaliDate } from "../format/jalali";

/** Limits on the days a picker accepts. Compared by calendar day: the time of `min`/`max` is ignored. */
export interface DateBounds {
  min?: Date | null;
  max?: Date | null;
  /** Spec §5: past days can be disabled; today stays allowed. */
  disablePast?: boolean;
}

export const INVALID_DATE_MESSAGE = "تاریخ وارد شده معتبر نیست";
export const PAST_DATE_MESSAGE = "تاریخ گذشته را نمی‌توان انتخاب کرد";
const minDateMessage = (min: Date) => `تاریخ باید از ${formatJalaliDate(min)} به بعد باشد`;
const maxDateMessage = (max: Date) => `تاریخ باید تا ${formatJalaliDate(max)} باشد`;

/** Why a day is refused under the bounds (Persian), or null when it is allowed. `now` decides "past". */
export function dateBoundsError(date: Date, bounds: DateBounds, now: Date): string | null {
  const day = startOfDay(date).getTime();
  if (bounds.disablePast && day < startOfDay(now).getTime()) return PAST_DATE_MESSAGE;
  if (bounds.min && day < startOfDay(bounds.min).getTime()) return minDateMessage(bounds.min);
  if (bounds.max && day > startOfDay(bounds.max).getTime()) return maxDateMessage(bounds.max);
  return null;
}

export function isDayDisabled(date: Date, bounds: DateBounds, now: Date): boolean {
  return dateBoundsError(date, bounds, now) !== null;
}
