/**
 * How an SMS text is counted and split (spec §5, 3GPP TS 23.038): GSM-7 fits 160 characters in
 * one part and 153 in each part of a longer message; one character outside GSM-7 makes the whole
 * message UCS-2, 70 in one part and 67 per part. GSM-7 extension characters take two places;
 * in UCS-2 every UTF-16 unit takes one (an emoji two).
 */

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

/** Added to messages of lines that need it: a line break and «لغو۱۱», 6 characters (spec §5, §9). */
export const CANCEL_SUFFIX = "\nلغو۱۱";

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface MessageCount {
  encoding: SmsEncoding;
  /** Places used, the suffix included; extension characters count 2 in GSM-7. */
  length: number;
  parts: number;
  /** Places in each part at this length: 160/153 or 70/67. */
  perPart: number;
  /** Places left before one more part is needed. */
  remaining: number;
  /** Places the automatic suffix takes (0 or 6). */
  suffixLength: number;
}

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return "UCS-2";
  return "GSM-7";
}

/** The text as it goes out: with the cancel suffix when the line needs one. */
export function outgoingText(text: string, withCancelSuffix: boolean): string {
  return withCancelSuffix ? text + CANCEL_SUFFIX : text;
}

/** Places each character takes: extension characters 2 in GSM-7, UTF-16 units in UCS-2. */
function placesOf(full: string, encoding: SmsEncoding): number[] {
  const places: number[] = [];
  for (const char of full) places.push(encoding === "GSM-7" ? (EXTENSION.has(char) ? 2 : 1) : char.length);
  return places;
}

/** Parts of `perPart` places, never cutting a character (an escape pair, an emoji's two halves) in two. */
function splitParts(places: number[], perPart: number): { parts: number; lastFill: number } {
  let parts = 1;
  let fill = 0;
  for (const size of places) {
    if (fill + size > perPart) {
      parts += 1;
      fill = 0;
    }
    fill += size;
  }
  return { parts, lastFill: fill };
}

export function countMessage(text: string, options: { cancelSuffix?: boolean } = {}): MessageCount {
  const full = outgoingText(text, Boolean(options.cancelSuffix));
  const encoding = smsEncoding(full);
  const places = placesOf(full, encoding);
  const length = places.reduce((sum, size) => sum + size, 0);
  const suffixLength = options.cancelSuffix ? CANCEL_SUFFIX.length : 0;

  const single = encoding === "GSM-7" ? 160 : 70;
  const multi = encoding === "GSM-7" ? 153 : 67;
  if (length === 0) return { encoding, length, parts: 0, perPart: single, remaining: single, suffixLength };
  if (length <= single)
    return { encoding, length, parts: 1, perPart: single, remaining: single - length, suffixLength };
  const { parts, lastFill } = splitParts(places, multi);
  return { encoding, length, parts, perPart: multi, remaining: multi - lastFill, suffixLength };
}
