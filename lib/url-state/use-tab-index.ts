"use client";

import { parseAsInteger, useQueryStates } from "nuqs";
import { useCallback } from "react";
import { PAGE_KEY, TAB_KEY } from "./reserved-keys";

const tabParsers = {
  [TAB_KEY]: parseAsInteger.withDefault(0),
  [PAGE_KEY]: parseAsInteger,
};

/**
 * The active tab's index from `?tab=` (spec §2). The first tab (0) is the default and is left out of
 * the URL; an index outside 0…count-1 reads as 0. Switching replaces the history entry (Back leaves
 * the page rather than walking through tabs) and drops `page`, since the new tab's list starts at
 * page 1. Filters are kept.
 */
export function useTabIndex(count: number) {
  const [state, setState] = useQueryStates(tabParsers, { history: "replace" });
  const index = state.tab >= 0 && state.tab < count ? state.tab : 0;
  const setIndex = useCallback((next: number) => setState({ tab: next, page: null }), [setState]);
  return [index, setIndex] as const;
}
