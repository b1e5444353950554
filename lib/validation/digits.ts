const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Turns Persian (۰-۹) and Arabic-Indic (٠-٩) digits into Latin digits, leaving everything else. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO;
    return String(code - base);
  });
}

/** Latin digits only: converts Persian/Arabic digits, then drops every other character. */
export function digitsOnly(value: string): string {
  return toLatinDigits(value).replace(/\D+/g, "");
}

/** Shows Latin digits as Persian digits, for numbers printed in running Persian text. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}
