import { cellText, readMobileCell, type Cell } from "./mobile-cell";
import type { ColumnInfo } from "./types";

/** A, B, … Z, AA, AB…: how a spreadsheet names the column at a zero-based index. */
export function columnLetter(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Lower case, Arabic ي/ك as Persian ی/ک, without spaces, joiners, underscores or dashes. */
function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\s\u200c\u200f\u200e_\-.]+/g, "");
}

const MOBILE_TITLES = [
  "mobile",
  "phone",
  "cell",
  "msisdn",
  "recipient",
  "number",
  "tel",
  "موبایل",
  "موبايل",
  "مبایل",
  "شماره",
  "تلفنهمراه",
  "همراه",
  "تلفن",
  "گیرنده",
];
const MESSAGE_TITLES = ["message", "text", "sms", "body", "پیام", "متن", "پیامک"];

function isMobileTitle(title: string): boolean {
  const t = normaliseTitle(title);
  return t.length > 0 && MOBILE_TITLES.some((word) => t.includes(word));
}

function isMessageTitle(title: string): boolean {
  const t = normaliseTitle(title);
  return t.length > 0 && MESSAGE_TITLES.some((word) => t.includes(word));
}

export function isBlankRow(row: readonly Cell[]): boolean {
  for (const cell of row) {
    // Most cells start with a visible character: no need to trim them to know.
    if (typeof cell === "string" && cell.length > 0 && cell.charCodeAt(0) > 32 && cell.charCodeAt(0) !== 160)
      return false;
    if (cellText(cell) !== "") return false;
  }
  return true;
}

/**
 * The first row holds titles when every filled cell in it is text that is not a number of any kind
 * ("mobile", "نام"), so a first row of data (a number, even an invalid one) is never swallowed.
 */
export function looksLikeHeader(row: readonly Cell[]): boolean {
  let titles = 0;
  for (const cell of row) {
    if (cellText(cell) === "") continue;
    if (typeof cell !== "string" || readMobileCell(cell) !== "not_a_number") return false;
    titles++;
  }
  return titles > 0;
}

const SAMPLE_VALUES = 5;

/** What the sampled rows say about each column. */
export function describeColumns(titles: readonly string[] | null, sample: readonly (readonly Cell[])[]): ColumnInfo[] {
  let width = titles?.length ?? 0;
  for (const row of sample) width = Math.max(width, row.length);
  const columns: ColumnInfo[] = [];
  for (let index = 0; index < width; index++) {
    const title = titles?.[index] ?? "";
    let filled = 0;
    let valid = 0;
    const values: string[] = [];
    for (const row of sample) {
      const text = cellText(row[index]);
      if (!text) continue;
      filled++;
      if (typeof readMobileCell(row[index]) === "number") valid++;
      if (values.length < SAMPLE_VALUES) values.push(text.slice(0, 60));
    }
    const letter = columnLetter(index);
    columns.push({
      index,
      letter,
      name: title || letter,
      titledMobile: isMobileTitle(title),
      titledMessage: isMessageTitle(title),
      validShare: filled ? valid / filled : 0,
      sample: values,
    });
  }
  return columns;
}

/** A column is mostly numbers when at least half its filled sampled cells are valid mobiles. */
const MOSTLY_VALID = 0.5;

/**
 * The mobile column, when it can be told without asking: the one column titled like a mobile column
 * (unless its content says otherwise), else the one column mostly made of valid mobiles, else the
 * only column. Null when the user has to choose.
 */
export function pickMobileColumn(
  columns: readonly ColumnInfo[],
): { index: number; source: "title" | "content" | "only_column" } | null {
  const titled = columns.filter((c) => c.titledMobile);
  const mostlyValid = columns.filter((c) => c.validShare >= MOSTLY_VALID);
  if (titled.length === 1 && (titled[0]!.validShare >= MOSTLY_VALID || mostlyValid.length === 0)) {
    return { index: titled[0]!.index, source: "title" };
  }
  const pool = titled.length > 1 ? mostlyValid.filter((c) => c.titledMobile) : mostlyValid;
  if (pool.length === 1) return { index: pool[0]!.index, source: "content" };
  if (columns.length === 1) return { index: 0, source: "only_column" };
  return null;
}

/** The peer-to-peer message column: the one titled like a message, else the only other column. */
export function pickMessageColumn(columns: readonly ColumnInfo[], mobileColumn: number): number | null {
  const others = columns.filter((c) => c.index !== mobileColumn);
  const titled = others.filter((c) => c.titledMessage);
  if (titled.length === 1) return titled[0]!.index;
  if (others.length === 1) return others[0]!.index;
  return null;
}
