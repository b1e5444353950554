import { toPersianDigits } from "../validation/digits";

/** The Persian thousands separator (U+066C), as fa-IR prints it: ۵۰٬۰۰۰٬۰۰۰. */
const PERSIAN_THOUSANDS_SEPARATOR = "\u066c";

/** Groups the digits of a whole number in threes with the Persian separator, in Persian digits. */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return "";
  const whole = Math.trunc(value);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, PERSIAN_THOUSANDS_SEPARATOR);
  return sign + toPersianDigits(digits);
}

/** Credit as the header shows it (spec §3): floored, grouped, in Persian digits. */
export function formatCreditAmount(credit: number): string {
  return groupDigits(Math.floor(credit));
}

/** An amount in rials with its unit: «۵۰٬۰۰۰٬۰۰۰ ریال». */
export function formatRial(amount: number): string {
  return `${formatCreditAmount(amount)} ریال`;
}

/** An exact amount in rials, its tenth kept when there is one: «۳٬۶۵۷٫۵ ریال». */
export function formatExactRial(amount: number): string {
  const tenths = Math.round(Math.abs(amount) * 10);
  const sign = amount < 0 && tenths > 0 ? "−" : "";
  const fraction = tenths % 10 ? `\u066b${toPersianDigits(String(tenths % 10))}` : "";
  return `${sign}${groupDigits(Math.floor(tenths / 10))}${fraction} ریال`;
}
