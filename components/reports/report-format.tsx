import { SENDING_TYPE_TITLES } from "@/lib/contract/report";
import type { SendingType } from "@/lib/contract/send";
import { formatJalaliDateTime } from "@/lib/format/jalali";

/** A sending type in Persian; an unknown one as Edge wrote it. */
export const sendingTypeTitle = (type: string) => SENDING_TYPE_TITLES[type as SendingType] ?? type;

/** A Unix-seconds time as the panel writes it (Jalali, Persian digits), kept left to right. */
export function ReportTime({ seconds }: { seconds: number }) {
  return <span dir="ltr">{formatJalaliDateTime(seconds * 1000)}</span>;
}
