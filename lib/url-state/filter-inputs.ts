import { digitsOnly } from "@/lib/validation/digits";
import type { FilterDef, FilterValue } from "./filter-definitions";
import { normalizeJalaliDate } from "./jalali-date";

export const INVALID_DATE_MESSAGE = "تاریخ معتبر نیست؛ به شکل ۱۴۰۳/۰۵/۱۲ وارد کنید.";
export const DATE_RANGE_ORDER_MESSAGE = "تاریخ شروع نباید بعد از تاریخ پایان باشد.";
export const NUMBER_RANGE_ORDER_MESSAGE = "مقدار «از» نباید بیشتر از «تا» باشد.";

export interface RangeInput {
  from: string;
  to: string;
}

/**
 * What a filter's control holds while the user edits it: the text as typed (dates and numbers
 * not yet checked), a choice, or the choices of a checkbox group.
 */
export type FilterInput = string | string[] | RangeInput;

export interface FilterInputResult {
  value: FilterValue;
  /** Persian message when the input cannot be applied. */
  error: string | null;
}

/** The control's starting input for a filter's current value. */
export function toFilterInput(filter: FilterDef, value: FilterValue): FilterInput {
  switch (filter.type) {
    case "options":
      return filter.multiple ? (Array.isArray(value) ? value : []) : typeof value === "string" ? value : "";
    case "date_range":
    case "search_range": {
      const range = value && typeof value === "object" && !Array.isArray(value) ? value : { from: null, to: null };
      return { from: range.from === null ? "" : String(range.from), to: range.to === null ? "" : String(range.to) };
    }
    default:
      return typeof value === "string" ? value : "";
  }
}

function asRange(input: FilterInput): RangeInput {
  return typeof input === "object" && !Array.isArray(input) ? input : { from: "", to: "" };
}

function asText(input: FilterInput): string {
  return typeof input === "string" ? input : "";
}

function readDate(text: string): { value: string | null; invalid: boolean } {
  if (text.trim() === "") return { value: null, invalid: false };
  const value = normalizeJalaliDate(text);
  return { value, invalid: value === null };
}

function readNumber(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === "" ? null : Number(digits);
}

/** The value a control's input stands for, or the reason it cannot be applied. */
export function fromFilterInput(filter: FilterDef, input: FilterInput): FilterInputResult {
  switch (filter.type) {
    case "search":
      return { value: asText(input).trim() || null, error: null };
    case "options":
      return filter.multiple
        ? { value: Array.isArray(input) ? input : [], error: null }
        : { value: asText(input) || null, error: null };
    case "date": {
      const { value, invalid } = readDate(asText(input));
      return { value, error: invalid ? INVALID_DATE_MESSAGE : null };
    }
    case "date_range": {
      const range = asRange(input);
      const from = readDate(range.from);
      const to = readDate(range.to);
      if (from.invalid || to.invalid) return { value: { from: from.value, to: to.value }, error: INVALID_DATE_MESSAGE };
      // YYYY/MM/DD with padded parts sorts as text in day order.
      const reversed = from.value !== null && to.value !== null && from.value > to.value;
      return { value: { from: from.value, to: to.value }, error: reversed ? DATE_RANGE_ORDER_MESSAGE : null };
    }
    case "search_range": {
      const range = asRange(input);
      const from = readNumber(range.from);
      const to = readNumber(range.to);
      const reversed = from !== null && to !== null && from > to;
      return { value: { from, to }, error: reversed ? NUMBER_RANGE_ORDER_MESSAGE : null };
    }
  }
}
