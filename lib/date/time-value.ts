import { applyTemplate, clampPair } from "./mask-template";

export type HourCycle = 12 | 24;
export type Meridiem = "am" | "pm";

/** A time of day on the 24-hour clock. */
export interface TimeValue {
  hours: number;
  minutes: number;
  seconds: number;
}

export interface TimeFormat {
  hourCycle: HourCycle;
  withSeconds: boolean;
}

/**
 * Spec §5 says "hour up to 12 or 24, minutes and seconds up to 60": upper bounds a clock never
 * shows, so they are read as exclusive where a clock needs it — hours 00-23 on the 24-hour cycle
 * (24:00 is not a time of day), 01-12 on the 12-hour one, minutes and seconds 00-59.
 */
const MAX_MINUTE = 59;
const MAX_SECOND = 59;
const maxHour = (cycle: HourCycle) => (cycle === 12 ? 12 : 23);

/** HH:mm or HH:mm:ss, digits and colons only, each part clamped to its clock's range. */
export function maskTime(raw: string, { hourCycle, withSeconds }: TimeFormat): string {
  let out = applyTemplate(raw, withSeconds ? "dd:dd:dd" : "dd:dd", /[0-9:]/);
  // There is no hour 0 on a 12-hour clock; midnight and noon are both 12.
  if (hourCycle === 12 && out.startsWith("00")) out = `12${out.slice(2)}`;
  out = clampPair(out, 0, maxHour(hourCycle));
  out = clampPair(out, 3, MAX_MINUTE);
  return clampPair(out, 6, MAX_SECOND);
}

/** The time a complete masked text stands for, read on its own clock; null while incomplete. */
export function parseTimeText(
  text: string,
  { hourCycle, withSeconds }: TimeFormat,
  meridiem: Meridiem,
): TimeValue | null {
  const match = (withSeconds ? /^(\d{2}):(\d{2}):(\d{2})$/ : /^(\d{2}):(\d{2})$/).exec(text);
  if (!match) return null;
  const clock = Number(match[1]);
  const hours = hourCycle === 12 ? to24Hour(clock, meridiem) : clock;
  return { hours, minutes: Number(match[2]), seconds: withSeconds ? Number(match[3]) : 0 };
}

/** 12 a.m. is 00, 12 p.m. is 12, other p.m. hours add 12. */
export function to24Hour(clock: number, meridiem: Meridiem): number {
  const base = clock % 12;
  return meridiem === "pm" ? base + 12 : base;
}

export function meridiemOf(hours: number): Meridiem {
  return hours >= 12 ? "pm" : "am";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The text a time field shows for a value, on the field's clock. */
export function formatTimeText(value: TimeValue, { hourCycle, withSeconds }: TimeFormat): string {
  const clock = hourCycle === 12 ? value.hours % 12 || 12 : value.hours;
  const hm = `${pad(clock)}:${pad(value.minutes)}`;
  return withSeconds ? `${hm}:${pad(value.seconds)}` : hm;
}

export function sameTime(a: TimeValue | null, b: TimeValue | null): boolean {
  if (!a || !b) return a === b;
  return a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
}

export function timeOf(date: Date): TimeValue {
  return { hours: date.getHours(), minutes: date.getMinutes(), seconds: date.getSeconds() };
}

/** The same day as `date`, at `time`. */
export function withTimeOf(date: Date, time: TimeValue): Date {
  const next = new Date(date);
  next.setHours(time.hours, time.minutes, time.seconds, 0);
  return next;
}
