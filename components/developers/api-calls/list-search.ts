import type { FilterValue, TableFilterConfig } from "@/lib/url-state/filter-definitions";
import { filterValuesToUrl } from "@/lib/url-state/filter-parsers";
import { DEFAULT_LIMIT, DEFAULT_PAGE, LIMIT_KEY, PAGE_KEY } from "@/lib/url-state/reserved-keys";

export const API_CALLS_HREF = "/developers/api-calls";

/** The query keys of the log's list: its filters (see api-call-filters.ts) and its paging. */
const LIST_KEYS = ["key", "status", "path", "from", "to", PAGE_KEY, LIMIT_KEY] as const;

/** The list's query string for what it shows now: the filters applied, and the page and size when not the default. */
export function listSearch(
  config: TableFilterConfig,
  values: Readonly<Record<string, FilterValue>>,
  page: number,
  limit: number,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filterValuesToUrl(config, values))) {
    if (typeof value === "string" && value) search.set(key, value);
  }
  if (page !== DEFAULT_PAGE) search.set(PAGE_KEY, String(page));
  if (limit !== DEFAULT_LIMIT) search.set(LIMIT_KEY, String(limit));
  return search.toString();
}

/**
 * A link's query string kept to the list's own keys (the detail page carries the list's, so its
 * way back opens the list as it was): anything else in it is dropped.
 */
export function keptListSearch(search: Readonly<Record<string, string | string[] | undefined>>): string {
  const kept = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = search[key];
    const one = Array.isArray(value) ? value[0] : value;
    if (one) kept.set(key, one);
  }
  return kept.toString();
}

export const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);
