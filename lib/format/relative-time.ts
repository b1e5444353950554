import { toPersianDigits } from "../validation/digits";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec §9: relative times count 30-day months and 365-day years. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: readonly [number, string][] = [
  [YEAR, "سال"],
  [MONTH, "ماه"],
  [DAY, "روز"],
  [HOUR, "ساعت"],
  [MINUTE, "دقیقه"],
  [SECOND, "ثانیه"],
];

/**
 * How long ago (or how soon) `value` is, in Persian: under 15 s "همین الان", under 30 s
 * "لحظاتی پیش" or "لحظاتی بعد" (spec §9), then whole units counted down: "۳ دقیقه پیش", "۲ روز بعد".
 */
export function formatRelativeTime(value: Date | number | string, now: Date | number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const diff = time - new Date(now).getTime();
  const distance = Math.abs(diff);
  if (distance < 15 * SECOND) return "همین الان";
  const direction = diff < 0 ? "پیش" : "بعد";
  if (distance < 30 * SECOND) return `لحظاتی ${direction}`;
  const [size, unit] = UNITS.find(([unitSize]) => distance >= unitSize) ?? [SECOND, "ثانیه"];
  return `${toPersianDigits(Math.floor(distance / size))} ${unit} ${direction}`;
}
