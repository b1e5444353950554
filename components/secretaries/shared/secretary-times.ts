import { sendTimeToDate } from "@/lib/contract/send";
import { onTehranClock } from "@/lib/date/tehran-clock";
import { formatJalaliDateTime } from "@/lib/format/jalali";

/**
 * An instant the upstream writes as `YYYY-MM-DD HH:MM:SS` UTC, in Jalali with Persian digits on
 * Tehran's clock, so the server's first paint and the browser agree.
 */
export function tehranTime(value: string): string {
  const date = onTehranClock(sendTimeToDate(value));
  return date ? formatJalaliDateTime(date) : "";
}

/** A secretary's end, or that it has none. */
export const secretaryExpiry = (value: string | null) => (value ? tehranTime(value) : "بدون پایان");
