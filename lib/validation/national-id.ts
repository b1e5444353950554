import { toLatinDigits } from "./digits";

/** Spec §5: the national code is 10 digits; its last digit checks the other nine. */
export const NATIONAL_ID_LENGTH = 10;

/** The national id as typed (Persian or Arabic digits, spaces, dashes) in Latin digits. */
export const normalizeNationalId = (value: string) => toLatinDigits(value).replace(/[\s-]+/g, "");

/**
 * An Iranian national code: ten digits whose last is the check digit of the first nine (each
 * weighted 10 down to 2; the sum's remainder by 11 below 2 is the check digit itself, otherwise 11
 * minus it). Ten equal digits pass that sum but are never issued.
 */
export function isNationalId(value: string): boolean {
  const code = normalizeNationalId(value);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
