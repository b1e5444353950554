import { parseAsInteger, parseAsNumberLiteral } from "nuqs/server";
import { DEFAULT_LIMIT, DEFAULT_PAGE, LIMIT_KEY, PAGE_KEY, PAGE_SIZES, TAB_KEY, type PageSize } from "./reserved-keys";

/*
 * How a list's paging and tab read from the query, for the hooks that follow the URL in the browser
 * and for the server, which reads the same link to hand the first view over: both see one page.
 */

/** `page` and `limit` in the query; a limit left out, or other than 10/20/50/100, reads as null (the default). */
export const paginationParsers = {
  [PAGE_KEY]: parseAsInteger.withDefault(DEFAULT_PAGE),
  [LIMIT_KEY]: parseAsNumberLiteral(PAGE_SIZES),
};

/**
 * The page and page size a list shows: a page below 1 reads as 1, and a link that names no size
 * gets the default: the member's own (panel preferences) in the browser, 10 where none is given.
 */
export function readPagination(
  state: { page: number; limit: PageSize | null },
  defaultLimit: PageSize = DEFAULT_LIMIT,
): { page: number; limit: PageSize } {
  return { page: state.page >= 1 ? state.page : DEFAULT_PAGE, limit: state.limit ?? defaultLimit };
}

/** `tab` (the first tab by default) and the `page` a switch of tab drops. */
export const tabParsers = {
  [TAB_KEY]: parseAsInteger.withDefault(0),
  [PAGE_KEY]: parseAsInteger,
};

/** The active tab of `count`: an index outside 0…count-1 reads as 0. */
export const readTabIndex = (tab: number, count: number): number => (tab >= 0 && tab < count ? tab : 0);
