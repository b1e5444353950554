import { createParser, parseAsArrayOf, parseAsInteger, parseAsString, type ParserMap } from "nuqs/server";
import {
  filterUrlKeys,
  rangeUrlKeys,
  type FilterDef,
  type FilterValue,
  type TableFilterConfig,
} from "./filter-definitions";
import { readJalaliDay } from "./jalali-date";

/** Search text in the query; blank reads as absent. */
export const parseAsSearchText = createParser<string>({
  parse: (value) => value.trim() || null,
  serialize: (value) => value,
});

/*
 * nuqs keeps what it parsed from a key until that key's text changes, even when the parser is
 * replaced. So the parsers here only take text out of the query; whether it is one of the options
 * or a real day is decided when values are read, against the filters as they are now. Options that
 * arrive later (from the server), or a filter that changes kind under the same key, then read the
 * link again instead of keeping what an earlier render made of it.
 */
function filterParsers(filter: FilterDef, prefix: string): ParserMap {
  const key = prefix + filter.name;
  switch (filter.type) {
    case "search":
    case "date":
      return { [key]: parseAsSearchText };
    case "options":
      return { [key]: filter.multiple ? parseAsArrayOf(parseAsString) : parseAsSearchText };
    case "date_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { [from]: parseAsSearchText, [to]: parseAsSearchText };
    }
    case "search_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { [from]: parseAsInteger, [to]: parseAsInteger };
    }
  }
}

/** The nuqs parsers of every filter of a table, keyed by query key (prefix included). */
export function buildFilterParsers(config: TableFilterConfig): ParserMap {
  return Object.assign({}, ...config.filters.map((filter) => filterParsers(filter, config.prefix)));
}

type UrlState = Record<string, unknown>;

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);
const dayOf = (value: unknown): string | null => {
  const text = textOf(value);
  return text === null ? null : readJalaliDay(text);
};

/**
 * One filter's value from the parsed query state. Values no option has (an old or hand-edited link,
 * or options not loaded yet) and text that is not a real day read as absent.
 */
function readFilterValue(filter: FilterDef, prefix: string, state: UrlState): FilterValue {
  const key = prefix + filter.name;
  switch (filter.type) {
    case "options": {
      const known = new Set(filter.options.map((option) => option.value));
      if (filter.multiple) return ((state[key] as string[] | null) ?? []).filter((value) => known.has(value));
      const choice = textOf(state[key]);
      return choice !== null && known.has(choice) ? choice : null;
    }
    case "date":
      return dayOf(state[key]);
    case "date_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { from: dayOf(state[from]), to: dayOf(state[to]) };
    }
    case "search_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { from: (state[from] as number | null) ?? null, to: (state[to] as number | null) ?? null };
    }
    default:
      return textOf(state[key]);
  }
}

/** Every filter's value by filter name. */
export function readFilterValues(config: TableFilterConfig, state: UrlState): Record<string, FilterValue> {
  return Object.fromEntries(
    config.filters.map((filter) => [filter.name, readFilterValue(filter, config.prefix, state)]),
  );
}

/** The query-state update that writes one filter's value; empty values remove their keys. */
function filterValueToUrl(filter: FilterDef, prefix: string, value: FilterValue): UrlState {
  const key = prefix + filter.name;
  if (filter.type === "date_range" || filter.type === "search_range") {
    const [from, to] = rangeUrlKeys(filter, prefix);
    const range = (value ?? { from: null, to: null }) as { from: unknown; to: unknown };
    return { [from]: range.from ?? null, [to]: range.to ?? null };
  }
  if (Array.isArray(value)) return { [key]: value.length > 0 ? value : null };
  if (typeof value === "string") return { [key]: value.trim() || null };
  return { [key]: null };
}

/** The query-state update for several filters by name; filters not named are left alone. */
export function filterValuesToUrl(config: TableFilterConfig, values: Partial<Record<string, FilterValue>>): UrlState {
  const update: UrlState = {};
  for (const filter of config.filters) {
    if (filter.name in values)
      Object.assign(update, filterValueToUrl(filter, config.prefix, values[filter.name] ?? null));
  }
  return update;
}

/** The query-state update that removes every filter key of a table (and nothing else). */
export function clearedFilterUrl(config: TableFilterConfig): UrlState {
  return Object.fromEntries(
    config.filters.flatMap((filter) => filterUrlKeys(filter, config.prefix)).map((key) => [key, null]),
  );
}

function isFilterActive(value: FilterValue): boolean {
  if (value === null) return false;
  if (typeof value === "string") return value !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value.from !== null || value.to !== null;
}

/** How many filters narrow the list now (the number on the mobile «فیلترها» button). */
export function countActiveFilters(values: Record<string, FilterValue>): number {
  return Object.values(values).filter(isFilterActive).length;
}
