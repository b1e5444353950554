"use client";

import { useQueryStates } from "nuqs";
import { useCallback } from "react";
import { readTabIndex, tabParsers } from "./list-parsers";

/**
 * The active tab's index from `?tab=` (spec §2). The first tab (0) is the default and is left out of
 * the URL; an index outside 0…count-1 reads as 0. Switching replaces the history entry (Back leaves
 * the page rather than walking through tabs) and drops `page`, since the new tab's list starts at
 * page 1. Filters are kept.
 */
export function useTabIndex(count: number) {
  const [state, setState] = useQueryStates(tabParsers, { history: "replace" });
  const index = readTabIndex(state.tab, count);
  const setIndex = useCallback((next: number) => setState({ tab: next, page: null }), [setState]);
  return [index, setIndex] as const;
}
