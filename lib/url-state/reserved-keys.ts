/** Query parameters that belong to paging and tabs (spec §2): never a filter, never cleared with the filters. */
export const PAGE_KEY = "page";
export const LIMIT_KEY = "limit";
export const TAB_KEY = "tab";

const RESERVED_KEYS: readonly string[] = [PAGE_KEY, LIMIT_KEY, TAB_KEY];

/** Spec §9: default page / page size. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.includes(key);
}
