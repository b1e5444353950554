import { toLocalMobile } from "@/lib/validation/mobile";
import { LatinText } from "@/components/ui/latin-text";

/** A mobile as people read and dial it (09…), left to right inside Persian text. */
export function MobileNumber({ value }: { value: string }) {
  return <LatinText>{toLocalMobile(value) ?? value.replace(/^\+/, "")}</LatinText>;
}
