import { toPersianDigits } from "@/lib/validation/digits";

/** The account's mobile as the spec writes it (98…), left to right inside Persian text. */
export function MobileNumber({ mobile }: { mobile: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {toPersianDigits(mobile)}
    </bdi>
  );
}
