"use client";

import { parseAsInteger, parseAsNumberLiteral, useQueryStates } from "nuqs";
import { useCallback } from "react";
import { DEFAULT_LIMIT, DEFAULT_PAGE, LIMIT_KEY, PAGE_KEY, PAGE_SIZES, type PageSize } from "./reserved-keys";

/** `page` and `limit` in the query; a size other than 10/20/50/100 reads as 10, a page below 1 as 1. */
const paginationParsers = {
  [PAGE_KEY]: parseAsInteger.withDefault(DEFAULT_PAGE),
  [LIMIT_KEY]: parseAsNumberLiteral(PAGE_SIZES).withDefault(DEFAULT_LIMIT),
};

/**
 * The list's page and page size from the query (spec §2, §9: defaults 1 and 10, left out of the URL
 * when at the default). Writes replace the history entry, so Back leaves the list instead of
 * stepping through its pages; a new page size starts again from page 1.
 */
export function usePaginationState() {
  const [state, setState] = useQueryStates(paginationParsers, { history: "replace" });
  const page = state.page >= 1 ? state.page : DEFAULT_PAGE;
  const limit: PageSize = state.limit;

  const setPage = useCallback(
    (next: number) => setState({ page: Math.max(DEFAULT_PAGE, Math.floor(next)) }),
    [setState],
  );
  const setLimit = useCallback((next: PageSize) => setState({ limit: next, page: null }), [setState]);

  return { page, limit, setPage, setLimit };
}
