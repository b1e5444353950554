/** Dates on the wire as Edge writes them: `YYYY-MM-DD HH:mm:ss`, Tehran time. */
const formatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function formatDateTime(date: Date): string {
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Midnight of today in Tehran, as an instant: the line between "yesterday's" credit and today's. */
export function startOfTehranDay(now: Date = new Date()): Date {
  const [datePart] = formatDateTime(now).split(" ");
  return new Date(`${datePart}T00:00:00+03:30`);
}
