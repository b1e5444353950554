/** A date's Tehran wall-clock fields, two digits each but the year. */
const TEHRAN_FIELDS: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};
const FORMATTERS = {
  gregorian: new Intl.DateTimeFormat("en-CA", TEHRAN_FIELDS),
  jalali: new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", TEHRAN_FIELDS),
};

type TehranParts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** The year, month, day, hour, minute and second a Tehran clock and calendar show at `date`, in Latin digits. */
export function tehranParts(date: Date, calendar: keyof typeof FORMATTERS = "gregorian"): TehranParts {
  return Object.fromEntries(FORMATTERS[calendar].formatToParts(date).map((p) => [p.type, p.value])) as TehranParts;
}

/** Dates on the wire as Edge writes them: `YYYY-MM-DD HH:mm:ss`, Tehran time. */
export function formatDateTime(date: Date): string {
  const parts = tehranParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Midnight of today in Tehran, as an instant: the line between "yesterday's" credit and today's. */
export function startOfTehranDay(now: Date = new Date()): Date {
  const [datePart] = formatDateTime(now).split(" ");
  return new Date(`${datePart}T00:00:00+03:30`);
}
