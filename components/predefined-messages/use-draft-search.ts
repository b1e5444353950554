"use client";

import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useRef, useState } from "react";
import { parseAsSearchText } from "@/lib/url-state/filter-parsers";

/** The search of the messages in the query (`?q=`), so a link or a reload keeps it. */
const draftSearchParsers = { q: parseAsSearchText };

/** Typed text reaches the address once the user pauses this long; the list follows each key at once. */
const SEARCH_TO_URL_DELAY_MS = 400;

/** The message search: what the box shows and the list filters by, and how typing changes it. */
export function useDraftSearch() {
  const [state, setState] = useQueryStates(draftSearchParsers, { history: "replace" });
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
        void setState({ q: text.trim() || null });
      }, SEARCH_TO_URL_DELAY_MS);
    },
    [setState],
  );

  return { search: typed ?? state.q ?? "", type };
}
