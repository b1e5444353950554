"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { SEARCH_DELAY } from "./constants";
import { OptionPager, type PagerState } from "./option-pager";
import type { LoadOptions, SelectValue } from "./types";

export interface AsyncOptions<V extends SelectValue> extends PagerState<V> {
  /** The list opened: fetch page 1 of the unfiltered list. */
  begin: () => void;
  /** The list closed: drop any answer still on its way. */
  end: () => void;
  /** The list reached its bottom: fetch the next page if there is one. */
  more: () => void;
  retry: () => void;
}

/**
 * Server-backed options for a select: page 1 when the list opens, a new search once the typed
 * text has settled for 1000 ms (spec §9), further pages on demand, and a cache of every label seen.
 */
export function useAsyncOptions<V extends SelectValue>(
  loadOptions: LoadOptions<V> | undefined,
  open: boolean,
  search: string,
): AsyncOptions<V> {
  const [pager] = useState(() => new OptionPager<V>());
  const state = useSyncExternalStore(pager.subscribe, pager.getSnapshot, pager.getSnapshot);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY);

  useEffect(() => {
    // Only a search that is still what the box shows, and not the one already answered.
    if (!loadOptions || !open || settledSearch !== search) return;
    if (settledSearch === pager.getSnapshot().search) return;
    pager.start(loadOptions, settledSearch);
  }, [loadOptions, open, search, settledSearch, pager]);

  return {
    ...state,
    begin: () => {
      if (loadOptions) pager.start(loadOptions, "");
    },
    end: pager.stop,
    more: pager.more,
    retry: pager.retry,
  };
}
