import { sendTimeToDate } from "@/lib/contract/send";
import { formatJalaliDateTime } from "@/lib/format/jalali";

/** An instant the upstream writes as `YYYY-MM-DD HH:MM:SS` UTC, in Jalali with Persian digits. */
export const secretaryTime = (value: string) => formatJalaliDateTime(sendTimeToDate(value));

/** A secretary's end, or that it has none. */
export const secretaryExpiry = (value: string | null) => (value ? secretaryTime(value) : "بدون پایان");
