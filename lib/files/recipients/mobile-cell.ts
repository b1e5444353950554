import { toLatinDigits } from "@/lib/validation/digits";
import { MOBILE_PATTERN } from "@/lib/validation/mobile";
import type { RejectReason } from "./messages";

/** A cell as the readers hand it over: text (Excel numbers as their stored digits), or what Excel typed. */
export type Cell = string | number | boolean | Date | null | undefined;

/** Marks, zero-width joiners and direction marks that Persian keyboards and exports leave around numbers. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const SEPARATORS = /[\s-]+/g;
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e[+-]?\d+$/i;
const NUMBER_LIKE = /^\+?[\d.,()/]+$/;
/** A spreadsheet would run these as a formula: never evaluated, never taken as a number. */
const FORMULA_START = /^[=@+-]/;

/**
 * A valid mobile's compact form: the nine digits after `+989`, as an integer (0…999,999,999).
 * Small enough for a Uint32Array and for V8's small integers, so a million of them stay cheap.
 */
function compactOf(cleaned: string): number {
  let code = 0;
  for (let i = cleaned.length - 9; i < cleaned.length; i++) code = code * 10 + (cleaned.charCodeAt(i) - 48);
  return code;
}

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
/** The most digits a valid mobile has (0098 and ten more). */
const MOST_DIGITS = 14;
const digitsSeen = new Uint8Array(MOST_DIGITS);

/** Where the ten digits 9… start among `count` digits read, by the prefix they carry; -1 for no valid prefix. */
function mobileStart(count: number, plus: boolean): number {
  const d = digitsSeen;
  if (plus) return count === 12 && d[0] === 9 && d[1] === 8 ? 2 : -1;
  if (count === 10) return 0;
  if (count === 11) return d[0] === 0 ? 1 : -1;
  if (count === 12) return d[0] === 9 && d[1] === 8 ? 2 : -1;
  if (count === 14) return d[0] === 0 && d[1] === 0 && d[2] === 9 && d[3] === 8 ? 4 : -1;
  return -1;
}

/**
 * The common written forms of a valid mobile in one pass over `text` from `start` to `end`, with
 * no string built: digits (Latin, Persian or Arabic) with spaces, dashes and no-break spaces
 * between them, and a leading + (spaces allowed before it). The compact number, or -1 when the
 * value is anything else (left to the full rules, which may still accept it).
 */
export function plainMobileCode(text: string, start: number, end: number): number {
  let count = 0;
  let plus = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    let digit = -1;
    if (c >= 48 && c <= 57) digit = c - 48;
    else if (c >= PERSIAN_ZERO && c <= PERSIAN_ZERO + 9) digit = c - PERSIAN_ZERO;
    else if (c >= ARABIC_ZERO && c <= ARABIC_ZERO + 9) digit = c - ARABIC_ZERO;
    if (digit >= 0) {
      if (count === MOST_DIGITS) return -1;
      digitsSeen[count++] = digit;
    } else if (c === 43 /* + */ && count === 0 && !plus) plus = true;
    else if (c === 45 /* - */ ? count === 0 && !plus : c !== 32 && c !== 160) return -1;
  }
  const at = mobileStart(count, plus);
  if (at < 0 || digitsSeen[at] !== 9) return -1;
  const operator = digitsSeen[at + 1]!;
  if (operator > 3 && operator !== 9) return -1;
  let code = 0;
  for (let i = at + 1; i < at + 10; i++) code = code * 10 + digitsSeen[i]!;
  return code;
}

/**
 * Reads one mobile cell: the compact number when it is a valid mobile (spec §5: an optional 0, 98,
 * +98 or 0098, then 9, a digit other than 4-8, then 8 digits; Persian and Arabic digits, spaces and
 * dashes allowed), else why not.
 * Excel keeps numbers without their leading zero (9123456789), which is a valid form. Scientific
 * notation (9.12E+11) has lost digits and is refused. A value starting with =, @, - or + (unless it
 * is a valid +98 number) would be a formula in a spreadsheet: it goes to "other reasons".
 */
export function readMobileCell(cell: Cell): number | RejectReason {
  if (cell === null || cell === undefined) return "empty";
  if (typeof cell === "number") return Number.isInteger(cell) ? readMobileCell(String(cell)) : "invalid";
  if (typeof cell !== "string") return "not_a_number";
  const plain = plainMobileCode(cell, 0, cell.length);
  if (plain >= 0) return plain;

  const text = cell.replace(INVISIBLE, "").trim();
  if (!text) return "empty";
  const cleaned = toLatinDigits(text).replace(SEPARATORS, "");
  if (MOBILE_PATTERN.test(cleaned)) return text.startsWith("-") ? "formula" : compactOf(cleaned);
  if (FORMULA_START.test(text)) return "formula";
  if (SCIENTIFIC.test(cleaned)) return "scientific";
  if (NUMBER_LIKE.test(cleaned)) return "invalid";
  return "not_a_number";
}

/** The E.164 form (`+989…`) of a compact number, as the send contract's `recipientSchema` writes it. */
export function e164Of(code: number): string {
  return `+989${String(code).padStart(9, "0")}`;
}

/** The panel's written form (`989…`) of a compact number, as pasted numbers are kept. */
export function msisdnOf(code: number): string {
  return `989${String(code).padStart(9, "0")}`;
}

/** A cell as text, for titles, samples and the values kept for placeholders. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "string") return cell.trim();
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return String(cell);
}
