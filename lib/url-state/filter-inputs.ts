import { digitsOnly } from "@/lib/validation/digits";
import type { FilterDef, FilterValue } from "./filter-definitions";
import { readJalaliDay } from "./jalali-date";

export const DATE_RANGE_ORDER_MESSAGE = "تاریخ شروع نباید بعد از تاریخ پایان باشد.";
export const NUMBER_RANGE_ORDER_MESSAGE = "مقدار «از» نباید بیشتر از «تا» باشد.";

export interface RangeInput {
  from: string;
  to: string;
}

/**
 * What a filter's control holds while the user edits it: search and number text as typed (not yet
 * checked), a day from the date picker (YYYY/MM/DD, Latin digits, or "" for none), a choice ("" for
 * «همه»), or the choices of a multiple choice.
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

function readNumber(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === "" ? null : Number(digits);
}

/** The value a control's input stands for, or the reason it cannot be applied. */
export function fromFilterInput(filter: FilterDef, input: FilterInput): FilterInputResult {
  switch (filter.type) {
    case "search": {
      const text = asText(input).trim();
      return { value: text || null, error: text && filter.check ? filter.check(text) : null };
    }
    case "options":
      return filter.multiple
        ? { value: Array.isArray(input) ? input : [], error: null }
        : { value: asText(input) || null, error: null };
    // The date picker refuses impossible days itself (and says why), so a day reaching here is real;
    // anything else reads as no date, as it does in the URL.
    case "date":
      return { value: readJalaliDay(asText(input)), error: null };
    case "date_range": {
      const range = asRange(input);
      const from = readJalaliDay(range.from);
      const to = readJalaliDay(range.to);
      // YYYY/MM/DD with padded parts sorts as text in day order.
      const reversed = from !== null && to !== null && from > to;
      return { value: { from, to }, error: reversed ? (filter.orderMessage ?? DATE_RANGE_ORDER_MESSAGE) : null };
    }
    case "search_range": {
      const range = asRange(input);
      const from = readNumber(range.from);
      const to = readNumber(range.to);
      const reversed = from !== null && to !== null && from > to;
      return { value: { from, to }, error: reversed ? (filter.orderMessage ?? NUMBER_RANGE_ORDER_MESSAGE) : null };
    }
  }
}
