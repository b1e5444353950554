import { LatinText } from "@/components/ui/latin-text";
import { toMsisdn } from "@/lib/validation/mobile";

/** A mobile as the panel writes it (spec §9: 98 and ten digits), left to right inside Persian text. */
export function AccountMobile({ value }: { value: string }) {
  return <LatinText>{toMsisdn(value) ?? value.replace(/^\+/, "")}</LatinText>;
}
