import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { groupDigits } from "@/lib/format/money";
import { digitsOnly, toPersianDigits } from "@/lib/validation/digits";
import { MOBILE_PATTERN } from "@/lib/validation/mobile";

/**
 * What the number entry widget accepts (spec §5 "Number entry widget"):
 * - plain: any integer, up to 12 digits;
 * - mobile: an Iranian mobile, stored as 98 followed by ten digits;
 * - prefix: one send prefix of up to 6 digits that does not start with zero.
 */
export type NumberEntryMode = "plain" | "mobile" | "prefix";

/** Spec §9: number input max length 12 (6 in prefix mode). */
const NUMBER_MAX_LENGTH = 12;
const PREFIX_MAX_LENGTH = 6;

/** The country code every stored mobile starts with. */
export const COUNTRY_CODE = "98";

export const NUMBER_ENTRY_MESSAGES = {
  invalid: "شماره معتبر نیست",
  duplicate: ERROR_MESSAGES.duplicateNumber,
  prefixLeadingZero: "پیشوند نباید با صفر شروع شود",
  tooLong: (max: number) => `حداکثر ${toPersianDigits(max)} رقم مجاز است`,
  prefixSingle: "فقط یک پیشوند می‌توان وارد کرد",
  maxReached: (max: number) => `به حداکثر تعداد شماره‌ها (${groupDigits(max)} شماره) رسیده‌اید`,
} as const;

export function maxLengthFor(mode: NumberEntryMode): number {
  return mode === "prefix" ? PREFIX_MAX_LENGTH : NUMBER_MAX_LENGTH;
}

/** How many entries the list may hold: one in prefix mode, else the caller's maximum (if any). */
export function entryLimit(mode: NumberEntryMode, maxCount?: number): number {
  if (mode === "prefix") return 1;
  return maxCount ?? Number.POSITIVE_INFINITY;
}

/**
 * The typed text read as a non-negative integer, written in Latin digits without leading zeros
 * ("0912" → "912", "000" → "0"); null when it holds no digit. Kept as a string so twelve-digit
 * numbers never meet floating point.
 */
export function parseInteger(text: string): string | null {
  const digits = digitsOnly(text);
  if (!digits) return null;
  return digits.replace(/^0+/, "") || "0";
}

/** A number not starting with 98 gets 98 in front (leading zeros already dropped by parseInteger). */
export function withCountryCode(integer: string): string {
  return integer.startsWith(COUNTRY_CODE) ? integer : `${COUNTRY_CODE}${integer}`;
}

export type EntryCheck =
  /** Nothing numeric was typed: the widget does nothing. */
  | { kind: "empty" }
  | { kind: "error"; message: string }
  /** `number` is the form to store. */
  | { kind: "ok"; number: string };

export interface EntryContext {
  mode: NumberEntryMode;
  existing: readonly string[];
  maxCount?: number;
}

/** Decides what one typed entry becomes: a number to add, an error to show, or nothing. */
export function checkNumberEntry(text: string, { mode, existing, maxCount }: EntryContext): EntryCheck {
  const digits = digitsOnly(text);
  if (!digits) return { kind: "empty" };

  const limit = entryLimit(mode, maxCount);
  if (existing.length >= limit) {
    return {
      kind: "error",
      message: mode === "prefix" ? NUMBER_ENTRY_MESSAGES.prefixSingle : NUMBER_ENTRY_MESSAGES.maxReached(limit),
    };
  }
  // The zero has to be seen before integer parsing would silently drop it.
  if (mode === "prefix" && digits.startsWith("0"))
    return { kind: "error", message: NUMBER_ENTRY_MESSAGES.prefixLeadingZero };
  const max = maxLengthFor(mode);
  if (digits.length > max) return { kind: "error", message: NUMBER_ENTRY_MESSAGES.tooLong(max) };

  const integer = parseInteger(digits) as string;
  const number = mode === "mobile" ? withCountryCode(integer) : integer;
  if (mode === "mobile" && !MOBILE_PATTERN.test(number))
    return { kind: "error", message: NUMBER_ENTRY_MESSAGES.invalid };
  if (existing.includes(number)) return { kind: "error", message: NUMBER_ENTRY_MESSAGES.duplicate };
  return { kind: "ok", number };
}
