import { toLatinDigits } from "@/lib/validation/digits";
import { MOBILE_PATTERN } from "@/lib/validation/mobile";
import { COUNTRY_CODE } from "./number-entry-rules";

/** Spec §9: pasted numbers max 1000 — the list may hold at most this many after a paste. */
export const PASTED_NUMBERS_MAX = 1000;

export interface PasteResult {
  /** The list after the paste: the existing numbers, then the new ones in the order pasted. */
  merged: string[];
  /** New valid numbers that went into the list (98 followed by ten digits). */
  added: string[];
  /** Valid numbers skipped because the list or an earlier line of the paste already had them, once per skip. */
  duplicates: string[];
  /** Non-empty entries that are not a mobile number, as the user wrote them (trimmed). */
  invalid: string[];
  /** How many new valid numbers were left out because the list reached the limit. */
  overLimit: number;
}

/**
 * Entries of a paste: split at line breaks and commas (Latin or Persian «،»), trimmed, empty ones
 * dropped.
 */
export function splitPasted(text: string): string[] {
  return text
    .split(/[\r\n,،]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Spec §5 paste steps 1-3 for one entry: only digits (Persian/Arabic ones converted) are accepted;
 * a leading 0 becomes 98, a missing 98 is prepended; the result must be a mobile. Null otherwise.
 * Literally so: "0098912…" becomes "98098912…", which is not a mobile.
 */
export function normalizePastedEntry(entry: string): string | null {
  const digits = toLatinDigits(entry.trim());
  if (!/^\d+$/.test(digits)) return null;
  const number = digits.startsWith("0")
    ? `${COUNTRY_CODE}${digits.slice(1)}`
    : digits.startsWith(COUNTRY_CODE)
      ? digits
      : `${COUNTRY_CODE}${digits}`;
  return MOBILE_PATTERN.test(number) ? number : null;
}

/** Merges a pasted text into the list (spec §5 step 4): no duplicates, at most `limit` numbers in all. */
export function parsePastedNumbers(
  text: string,
  existing: readonly string[],
  limit: number = PASTED_NUMBERS_MAX,
): PasteResult {
  const seen = new Set(existing);
  const merged = [...existing];
  const result: PasteResult = { merged, added: [], duplicates: [], invalid: [], overLimit: 0 };

  for (const entry of splitPasted(text)) {
    const number = normalizePastedEntry(entry);
    if (number === null) {
      result.invalid.push(entry);
    } else if (seen.has(number)) {
      result.duplicates.push(number);
    } else if (merged.length >= limit) {
      // Counted once: a number repeated after the limit is a duplicate, not a second overflow.
      seen.add(number);
      result.overLimit += 1;
    } else {
      seen.add(number);
      merged.push(number);
      result.added.push(number);
    }
  }
  return result;
}
