import { addMinutes, isSameDay } from "date-fns-jalali";
import { toPersianDigits } from "../validation/digits";

const timeMinimumMessage = (minutes: number) => `زمان باید دست‌کم ${toPersianDigits(minutes)} دقیقه بعد از اکنون باشد`;

/** The first moment allowed today: now plus the minimum, rounded up to a whole minute. */
export function earliestAllowedTime(now: Date, minMinutesFromNow: number): Date {
  const earliest = addMinutes(now, minMinutesFromNow);
  if (earliest.getSeconds() || earliest.getMilliseconds()) {
    earliest.setSeconds(60, 0);
  }
  return earliest;
}

/**
 * Spec §5 time input with a minimum: a moment on today's date earlier than now plus the minimum is
 * refused (the Persian reason is returned); other days are not limited by it.
 */
export function timeMinimumError(dateTime: Date, minMinutesFromNow: number, now: Date): string | null {
  if (!isSameDay(dateTime, now)) return null;
  return dateTime < addMinutes(now, minMinutesFromNow) ? timeMinimumMessage(minMinutesFromNow) : null;
}
