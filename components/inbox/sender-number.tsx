import { toMsisdn } from "@/lib/validation/mobile";
import { LatinText } from "@/components/ui/latin-text";

/** A mobile as the panel writes numbers: 98…. */
export const senderText = (value: string) => toMsisdn(value) ?? value.replace(/^\+/, "");

/** A mobile as the panel writes numbers (98…), left to right inside Persian text. */
export function SenderNumber({ value }: { value: string }) {
  return <LatinText>{senderText(value)}</LatinText>;
}
