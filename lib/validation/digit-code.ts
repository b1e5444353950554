import { toLatinDigits } from "./digits";

/**
 * A number that is a code rather than an amount (postal code, landline, registration number), as
 * typed: Persian and Arabic digits become Latin, spaces and dashes between groups go. Anything
 * else stays, for the rule to refuse.
 */
export const normalizeDigitCode = (value: string) => toLatinDigits(value).replace(/[\s-]+/g, "");

/** Whether a code holds only digits, from `min` to `max` of them. */
export const isDigitCode = (value: string, min: number, max: number) =>
  new RegExp(`^\\d{${min},${max}}$`).test(normalizeDigitCode(value));
