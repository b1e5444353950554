import { toLatinDigits } from "./digits";

/**
 * A recovery code: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown in two
 * halves, `k7m2p-x9q4t`. Typed back in any case, with or without the hyphen or spaces, in Persian
 * digits too.
 */
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_LENGTH = 10;
/** How many an account gets each time two-step is turned on. */
export const RECOVERY_CODE_COUNT = 10;

export const RECOVERY_CODE_MESSAGES = {
  required: "کد بازیابی را وارد کنید",
  format: "کد بازیابی ۱۰ نویسه است، مانند k7m2p-x9q4t",
} as const;

/** The code as stored and compared: lower case, Latin digits, no hyphens or spaces. */
export function normalizeRecoveryCode(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(/[\s\-‐-―]+/g, "");
}

export function isRecoveryCode(normalized: string): boolean {
  return (
    normalized.length === RECOVERY_CODE_LENGTH && [...normalized].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch))
  );
}

/** The code as shown: two halves of five. */
export function formatRecoveryCode(normalized: string): string {
  return `${normalized.slice(0, 5)}-${normalized.slice(5)}`;
}
