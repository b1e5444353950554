import type { ExportFormat } from "@/lib/contract/common";
import { formatRial, groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

/** A count in Persian digits, grouped: «۱٬۲۰۰». */
export const countText = (n: number) => groupDigits(n);

/** An id in Persian digits, never grouped: «۱۱۲۳۵۴۴۲۴۴». */
export const idText = (id: number | string) => toPersianDigits(String(id));

/** An amount in rials: «۵۰۰٬۰۰۰ ریال». */
export const rialText = (amount: number) => formatRial(amount);

/** Titles a user typed stay readable in a sentence: one line, at most 80 characters. */
const TITLE_MAX = 80;

/** A title between guillemets: «مشتریان». */
export function quoted(title: string): string {
  const flat = title.replace(/\s+/g, " ").trim();
  return `«${flat.length > TITLE_MAX ? `${flat.slice(0, TITLE_MAX - 1)}…` : flat}»`;
}

/** A mobile as people write it, 09…, in Persian digits. */
export const mobileText = (msisdn: string) => toPersianDigits(msisdn.replace(/^\+?98/, "0"));

/** A sender line without its country code, in Persian digits: «۵۰۰۰۴۰۰۰». */
export const lineText = (number: string) => toPersianDigits(number.replace(/^\+98/, ""));

/** How an export's file is named in a sentence. */
const FORMAT_NAMES: Record<ExportFormat, string> = { xlsx: "اکسل", csv: "CSV" };

/** «خروجی اکسل از مخاطبان». */
export const exportText = (format: ExportFormat, of: string) => `خروجی ${FORMAT_NAMES[format]} از ${of}`;
