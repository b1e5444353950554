import { isReservedKey } from "./reserved-keys";

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

interface FilterBase {
  /** The filter's name in the values `useTableFilters` returns, and (after the prefix) its query key. */
  name: string;
  /** The Persian label shown above the control. */
  label: string;
}

interface SearchFilterDef extends FilterBase {
  type: "search";
  placeholder?: string;
  /** The Persian reason a typed text cannot be applied, or null when it can; any text by default. */
  check?: (text: string) => string | null;
}

export interface OptionsFilterDef extends FilterBase {
  type: "options";
  options: readonly FilterOption[];
  /** Several choices at once (a multiple select, `?status=1,2` in the query). */
  multiple?: boolean;
  /** What "no choice" is called: the first entry of a single choice, the placeholder of a multiple one; «همه» by default. */
  allLabel?: string;
}

interface DateFilterDef extends FilterBase {
  type: "date";
}

export interface DateRangeFilterDef extends FilterBase {
  type: "date_range";
  /** Query key (before the prefix) of the first day. */
  dateFromKey: string;
  /** Query key (before the prefix) of the last day. */
  dateToKey: string;
  /** What a range that ends before it starts is told; a general message by default. */
  orderMessage?: string;
}

export interface SearchRangeFilterDef extends FilterBase {
  type: "search_range";
  /** Query key of the lower bound before the prefix; `<name>_from` by default. */
  fromKey?: string;
  /** Query key of the upper bound before the prefix; `<name>_to` by default. */
  toKey?: string;
  /** What a range whose «از» is above its «تا» is told; a general message by default. */
  orderMessage?: string;
}

export type FilterDef = SearchFilterDef | OptionsFilterDef | DateFilterDef | DateRangeFilterDef | SearchRangeFilterDef;
export type FilterType = FilterDef["type"];

/** Jalali days in Latin digits (YYYY/MM/DD); either end may be open. */
interface DateRangeValue {
  from: string | null;
  to: string | null;
}

interface NumberRangeValue {
  from: number | null;
  to: number | null;
}

export type FilterValue = string | string[] | null | DateRangeValue | NumberRangeValue;

/** The value type of one filter: an options filter gives its own option values. */
type FilterValueOf<F> = F extends { type: "search" | "date" }
  ? string | null
  : F extends { type: "options"; options: readonly FilterOption<infer V>[] }
    ? F extends { multiple: true }
      ? V[]
      : V | null
    : F extends { type: "date_range" }
      ? DateRangeValue
      : F extends { type: "search_range" }
        ? NumberRangeValue
        : never;

export type FilterValues<Fs extends readonly FilterDef[]> = { [F in Fs[number] as F["name"]]: FilterValueOf<F> };

export interface TableFilterConfig<Fs extends readonly FilterDef[] = readonly FilterDef[]> {
  /** Put before every filter key, so two tables on one page do not collide: "inbox_" + "search". */
  prefix: string;
  filters: Fs;
}

/** The query keys (prefix included) of a range filter's two ends. */
export function rangeUrlKeys(
  filter: DateRangeFilterDef | SearchRangeFilterDef,
  prefix = "",
): [from: string, to: string] {
  return filter.type === "date_range"
    ? [prefix + filter.dateFromKey, prefix + filter.dateToKey]
    : [prefix + (filter.fromKey ?? `${filter.name}_from`), prefix + (filter.toKey ?? `${filter.name}_to`)];
}

/** The query keys one filter owns, with the prefix. */
export function filterUrlKeys(filter: FilterDef, prefix = ""): string[] {
  return filter.type === "date_range" || filter.type === "search_range"
    ? rangeUrlKeys(filter, prefix)
    : [prefix + filter.name];
}

/**
 * A table's filters and their query prefix, checked once where they are declared: two filters may not
 * share a name or a query key, and none may take `page`, `limit` or `tab`.
 *
 *   const inboxFilters = defineTableFilters([{ type: "search", name: "search", label: "جستجو" }], { prefix: "inbox_" });
 */
export function defineTableFilters<const Fs extends readonly FilterDef[]>(
  filters: Fs,
  { prefix = "" }: { prefix?: string } = {},
): TableFilterConfig<Fs> {
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const filter of filters) {
    if (names.has(filter.name)) throw new Error(`Table filters: the name "${filter.name}" is used twice.`);
    names.add(filter.name);
    for (const key of filterUrlKeys(filter, prefix)) {
      if (isReservedKey(key))
        throw new Error(`Table filters: "${key}" is kept for paging and tabs and cannot be a filter key.`);
      if (keys.has(key)) throw new Error(`Table filters: the query key "${key}" is used twice.`);
      keys.add(key);
    }
  }
  return { prefix, filters };
}
