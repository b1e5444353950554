import { toLatinDigits } from "./digits";

/** Spec §5: optional 0, 98, +98 or 0098, then 9, a digit other than 4-8, then 8 digits. */
export const MOBILE_PATTERN = /^(?:0|98|\+98|0098)?9[0-39]\d{8}$/;
export const MOBILE_MESSAGE = "شماره موبایل معتبر نیست";

function clean(value: string): string {
  return toLatinDigits(value).replace(/[\s-]/g, "");
}

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(clean(value));
}

/** The ten national digits after the prefix (9xxxxxxxxx), or null when the value is not a mobile. */
function nationalPart(value: string): string | null {
  const v = clean(value);
  if (!MOBILE_PATTERN.test(v)) return null;
  return v.slice(v.length - 10);
}

/** The panel's written form: 98 followed by ten digits. */
export function toMsisdn(value: string): string | null {
  const n = nationalPart(value);
  return n ? `98${n}` : null;
}

/** The wire form Edge documents: E.164 with a plus. */
export function toE164(value: string): string | null {
  const n = nationalPart(value);
  return n ? `+98${n}` : null;
}

/** The form people read and dial in Iran: 0 followed by ten digits. */
export function toLocalMobile(value: string): string | null {
  const n = nationalPart(value);
  return n ? `0${n}` : null;
}
