import { sendTimeToDate } from "./send-time";
import { formatJalaliDate, formatJalaliDateTime } from "../format/jalali";

const TEHRAN_CLOCK = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant as Tehran's clock reads it, held as a local Date, so the panel's local-time formatters
 * print Tehran's date and time wherever they run: the server (UTC) and the browser agree, and the
 * page hydrates without a mismatch. Null for an unreadable value.
 */
export function onTehranClock(value: Date | string | number): Date | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const part = Object.fromEntries(TEHRAN_CLOCK.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** The Jalali day (YYYY/MM/DD, Persian digits) of an instant on Tehran's calendar; "" for an unreadable value. */
export function tehranJalaliDay(value: Date | string | number): string {
  const onTehran = onTehranClock(value);
  return onTehran ? formatJalaliDate(onTehran) : "";
}

/**
 * An instant the upstream writes as `YYYY-MM-DD HH:MM:SS` UTC, as a Jalali date and time in Persian
 * digits on Tehran's clock; "" for an unreadable value.
 */
export function tehranSendTime(value: string): string {
  const onTehran = onTehranClock(sendTimeToDate(value));
  return onTehran ? formatJalaliDateTime(onTehran) : "";
}

/** The end of something that answers until it is disabled (a secretary, a code reader), or that it has none. */
export const tehranEndTime = (value: string | null) => (value ? tehranSendTime(value) : "بدون پایان");

/**
 * The Jalali day (YYYY/MM/DD, Persian digits) of a time the upstream writes in Edge's format,
 * `YYYY-MM-DD HH:mm:ss` already on Tehran's clock; "" for an unreadable value.
 */
export function edgeTehranDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return "";
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return formatJalaliDate(new Date(year, month - 1, day, hour, minute, second));
}
