import { format, isValid, parse } from "date-fns-jalali";
import { toLatinDigits } from "@/lib/validation/digits";
import { JALALI_DATE } from "@/lib/format/jalali";

const SHAPE = /^\d{4}\/\d{2}\/\d{2}$/;

/**
 * A Jalali YYYY/MM/DD date in Latin digits, or null when it is not a real day (1403/07/31, or
 * 1402/12/30 in a common year). Persian and Arabic digits are accepted.
 */
export function normalizeJalaliDate(text: string): string | null {
  const latin = toLatinDigits(text.trim());
  if (!SHAPE.test(latin)) return null;
  const date = parse(latin, JALALI_DATE, new Date(2000, 0, 1));
  if (!isValid(date)) return null;
  // The parser is lenient about some overflows; a round trip proves the day exists.
  return format(date, JALALI_DATE) === latin ? latin : null;
}

/**
 * What a plain date field keeps while the user types (spec §5): Latin digits and slashes only, a
 * slash put in after the 4th and 7th characters (year/month/day), at most 10 characters. Slashes
 * typed anywhere else are dropped.
 */
export function maskJalaliDateTyping(text: string): string {
  let out = "";
  for (const ch of toLatinDigits(text).replace(/[^\d/]/g, "")) {
    const slashPlace = out.length === 4 || out.length === 7;
    if (ch === "/") {
      if (slashPlace) out += ch;
      continue;
    }
    if (slashPlace) out += "/";
    out += ch;
  }
  return out.slice(0, 10);
}
