import { digitsOnly, toLatinDigits } from "./digits";

export const CARD_MESSAGE = "شماره کارت اشتباه است";
export const SHEBA_MESSAGE = "شماره حساب اشتباه است";

/** A card number as typed (Persian digits, spaces, dashes) in its 16 Latin digits; "" when it has no digits. */
export const normalizeCard = (value: string) => digitsOnly(value);

/** A bank card: 16 digits whose last is the Luhn check digit of the others. */
export function isCardNumber(value: string): boolean {
  const card = normalizeCard(value);
  if (!/^\d{16}$/.test(card) || /^0+$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < 16; i++) {
    let digit = Number(card[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A Sheba as typed (spaces, Persian digits, lower-case ir) as "IR" and its 24 digits. */
export function normalizeSheba(value: string): string {
  const compact = toLatinDigits(value)
    .replace(/[\s-]+/g, "")
    .toUpperCase();
  return compact.startsWith("IR") ? `IR${compact.slice(2)}` : `IR${compact}`;
}

/** An Iranian IBAN (Sheba): IR, two check digits and 22 more, whose ISO 13616 remainder mod 97 is 1. */
export function isSheba(value: string): boolean {
  const sheba = normalizeSheba(value);
  if (!/^IR\d{24}$/.test(sheba)) return false;
  // Move the country and check digits to the end; I is 18 and R is 27.
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A card shown as four groups, left to right: 6037 9912 3456 7890. */
export const groupCard = (card: string) => normalizeCard(card).replace(/(\d{4})(?=\d)/g, "$1 ");

/** A card with its middle hidden, as a receipt shows it: 603799******7890. */
export const maskCard = (card: string) => {
  const digits = normalizeCard(card);
  return digits.length === 16 ? `${digits.slice(0, 6)}******${digits.slice(12)}` : digits;
};
