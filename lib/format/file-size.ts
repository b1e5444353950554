import { toPersianDigits } from "../validation/digits";

const UNITS = ["بایت", "کیلوبایت", "مگابایت", "گیگابایت"] as const;

/**
 * A size in bytes as Persian readers write it: «۸۱۲ بایت», «۱۲٫۴ کیلوبایت», «۵٫۹ مگابایت», «۱ گیگابایت»
 * (1,024 each), one decimal past a kilobyte when it says something, in Persian digits.
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10).replace(".", "٫");
  return `${toPersianDigits(rounded)} ${UNITS[unit]}`;
}
