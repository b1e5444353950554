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

function isAsciiDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return value.length > 0;
}

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/**
 * The common written forms in one pass, without regular expressions: digits (Latin, Persian or
 * Arabic) with spaces, dashes and no-break spaces between them, and a leading + (spaces allowed
 * before it). The Latin-digit string, or null when the value has anything else (left to the full rules).
 */
function plainDigits(value: string): string | null {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) out += value[i];
    else if (c >= PERSIAN_ZERO && c <= PERSIAN_ZERO + 9) out += String.fromCharCode(c - PERSIAN_ZERO + 48);
    else if (c >= ARABIC_ZERO && c <= ARABIC_ZERO + 9) out += String.fromCharCode(c - ARABIC_ZERO + 48);
    else if (c === 43 /* + */ && out === "") out = "+";
    else if (c !== 32 && c !== 45 /* - */ && c !== 160 || (c === 45 && out === "")) return null;
  }
  return out;
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
  // The common cases: Latin digits only; or digits of any script with spaces, dashes or a leading +.
  if (isAsciiDigits(cell)) return MOBILE_PATTERN.test(cell) ? compactOf(cell) : "invalid";
  const digits = plainDigits(cell);
  if (digits !== null && MOBILE_PATTERN.test(digits)) return compactOf(digits);

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
