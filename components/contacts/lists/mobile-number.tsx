import { toLocalMobile } from "@/lib/validation/mobile";

/** A mobile as people read and dial it (09…), left to right inside Persian text. */
export function MobileNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr" className="latin whitespace-nowrap">
      {toLocalMobile(value) ?? value.replace(/^\+/, "")}
    </bdi>
  );
}
