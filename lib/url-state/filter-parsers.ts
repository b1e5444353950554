import { createParser, parseAsArrayOf, parseAsInteger, parseAsStringLiteral, type ParserMap } from "nuqs";
import { filterUrlKeys, rangeUrlKeys, type FilterDef, type FilterValue, type TableFilterConfig } from "./filter-definitions";
import { readJalaliDay } from "./jalali-date";

/** A Jalali day (YYYY/MM/DD, Latin digits) in the query; anything that is not a real day reads as absent. */
export const parseAsJalaliDate = createParser<string>({
  parse: (value) => readJalaliDay(value),
  serialize: (value) => value,
});

/** Search text in the query; blank reads as absent. */
export const parseAsSearchText = createParser<string>({
  parse: (value) => value.trim() || null,
  serialize: (value) => value,
});

function filterParsers(filter: FilterDef, prefix: string): ParserMap {
  const key = prefix + filter.name;
  switch (filter.type) {
    case "search":
      return { [key]: parseAsSearchText };
    case "options": {
      // Values no option has (an old or hand-edited link) read as absent.
      const choice = parseAsStringLiteral(filter.options.map((option) => option.value));
      return { [key]: filter.multiple ? parseAsArrayOf(choice) : choice };
    }
    case "date":
      return { [key]: parseAsJalaliDate };
    case "date_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { [from]: parseAsJalaliDate, [to]: parseAsJalaliDate };
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

/** One filter's value from the parsed query state. */
export function readFilterValue(filter: FilterDef, prefix: string, state: UrlState): FilterValue {
  const key = prefix + filter.name;
  switch (filter.type) {
    case "options":
      return filter.multiple ? ((state[key] as string[] | null) ?? []) : ((state[key] as string | null) ?? null);
    case "date_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { from: (state[from] as string | null) ?? null, to: (state[to] as string | null) ?? null };
    }
    case "search_range": {
      const [from, to] = rangeUrlKeys(filter, prefix);
      return { from: (state[from] as number | null) ?? null, to: (state[to] as number | null) ?? null };
    }
    default:
      return (state[key] as string | null) ?? null;
  }
}

/** Every filter's value by filter name. */
export function readFilterValues(config: TableFilterConfig, state: UrlState): Record<string, FilterValue> {
  return Object.fromEntries(config.filters.map((filter) => [filter.name, readFilterValue(filter, config.prefix, state)]));
}

/** The query-state update that writes one filter's value; empty values remove their keys. */
export function filterValueToUrl(filter: FilterDef, prefix: string, value: FilterValue): UrlState {
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
    if (filter.name in values) Object.assign(update, filterValueToUrl(filter, config.prefix, values[filter.name] ?? null));
  }
  return update;
}

/** The query-state update that removes every filter key of a table (and nothing else). */
export function clearedFilterUrl(config: TableFilterConfig): UrlState {
  return Object.fromEntries(config.filters.flatMap((filter) => filterUrlKeys(filter, config.prefix)).map((key) => [key, null]));
}

export function isFilterActive(value: FilterValue): boolean {
  if (value === null) return false;
  if (typeof value === "string") return value !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value.from !== null || value.to !== null;
}

/** How many filters narrow the list now (the number on the mobile «فیلترها» button). */
export function countActiveFilters(values: Record<string, FilterValue>): number {
  return Object.values(values).filter(isFilterActive).length;
}
