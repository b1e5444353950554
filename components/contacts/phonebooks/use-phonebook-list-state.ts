"use client";

import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useRef, useState } from "react";
import { phonebookListParsers, readPhonebookListPage } from "./phonebook-url-state";

/** Typed titles reach the query once the user pauses this long. */
const PHONEBOOK_SEARCH_DELAY_MS = 500;

/**
 * The phonebook list's title search and page in the query (`group_search`, `group_page`), apart
 * from the contact table's own. The search box shows what is typed at once; the query (and the
 * list) follows after a pause, back on page 1.
 */
export function usePhonebookListState() {
  const [state, setState] = useQueryStates(phonebookListParsers, { history: "replace" });
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);

  const type = useCallback(
    (text: string) => {
      setTyped(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setTyped(null);
        void setState({ group_search: text.trim() || null, group_page: null });
      }, PHONEBOOK_SEARCH_DELAY_MS);
    },
    [setState],
  );
  const setPage = useCallback((page: number) => void setState({ group_page: page > 1 ? page : null }), [setState]);

  return {
    search: state.group_search,
    searchInput: typed ?? state.group_search ?? "",
    type,
    page: readPhonebookListPage(state.group_page),
    setPage,
  };
}
