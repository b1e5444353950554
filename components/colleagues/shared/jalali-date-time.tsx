import { formatJalaliDateTime } from "@/lib/format/jalali";

/** A Jalali date and time (YYYY-MM-DD HH:mm:ss) kept left to right, so its dashes do not reorder inside Persian text. */
export function JalaliDateTime({ value }: { value: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatJalaliDateTime(value)}
    </bdi>
  );
}
