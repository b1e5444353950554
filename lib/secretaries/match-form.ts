import { toLatinDigits } from "../validation/digits";

/**
 * The form a secretary compares texts in: Persian, Arabic or Latin digits alike, Arabic ي/ى and ك
 * as Persian ی and ک, Latin letters in any case, and no spaces or half-spaces at all (so «کد تخفیف»,
 * «کد‌تخفیف» and «کدتخفیف» are one keyword). The panel uses it to find duplicate keywords, the
 * upstream to match what arrives.
 */
export function matchForm(text: string): string {
  return toLatinDigits(text.normalize("NFKC"))
    .toLowerCase()
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u0640\u064b-\u065f]/g, "")
    .replace(/[\s\u200b-\u200f\u2060\ufeff]+/g, "");
}
