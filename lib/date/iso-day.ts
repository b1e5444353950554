/**
 * Calendar days on the wire: `YYYY-MM-DD` (Gregorian, as stored). The panel shows and takes them
 * as Jalali days through the date picker, whose values are local midnights.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The day `YYYY-MM-DD` names, or null when it is not a real Gregorian day. */
function isoDayParts(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export const isIsoDay = (text: string) => isoDayParts(text) !== null;

/** A picker's value (its local day) as `YYYY-MM-DD`. */
export const dateToIsoDay = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DD` as the local midnight a picker holds; null for text that is not a day. */
export function isoDayToDate(text: string | null | undefined): Date | null {
  const parts = text ? isoDayParts(text) : null;
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

const TEHRAN_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Tehran as `YYYY-MM-DD`, the same in the browser and on the server whatever their clocks' zones. */
export const tehranIsoDay = (now: Date = new Date()) => TEHRAN_DAY.format(now);
