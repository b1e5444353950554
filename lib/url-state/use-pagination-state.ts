"use client";

import { useQueryStates } from "nuqs";
import { useCallback } from "react";
import { usePanelPreferences } from "../preferences/preferences-context";
import { paginationParsers, readPagination } from "./list-parsers";
import { DEFAULT_PAGE, type PageSize } from "./reserved-keys";

/**
 * The list's page and page size from the query (spec §2, §9: defaults 1 and the member's default
 * page size, 10 until they choose another; left out of the URL when at the default). Writes replace
 * the history entry, so Back leaves the list instead of stepping through its pages; a new page size
 * starts again from page 1.
 */
export function usePaginationState() {
  const [state, setState] = useQueryStates(paginationParsers, { history: "replace" });
  const defaultLimit = usePanelPreferences().page_size;
  const { page, limit } = readPagination(state, defaultLimit);

  const setPage = useCallback(
    (next: number) => setState({ page: Math.max(DEFAULT_PAGE, Math.floor(next)) }),
    [setState],
  );
  const setLimit = useCallback(
    (next: PageSize) => setState({ limit: next === defaultLimit ? null : next, page: null }),
    [setState, defaultLimit],
  );

  return { page, limit, setPage, setLimit };
}
