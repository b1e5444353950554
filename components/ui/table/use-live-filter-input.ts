"use client";

import { useEffect, useRef, useState } from "react";
import type { FilterDef, FilterType, FilterValue } from "@/lib/url-state/filter-definitions";
import { fromFilterInput, toFilterInput, type FilterInput } from "@/lib/url-state/filter-inputs";
import { useTableFiltersContext } from "./filters-provider";

/** Spec §9 (date input debounce): typed text reaches the URL once the user pauses this long. */
const FILTER_TYPING_DELAY_MS = 500;

/** Text the user types word by word waits for a pause; choices and days from the date picker apply at once. */
const TYPED: ReadonlySet<FilterType> = new Set(["search", "search_range"]);

interface Draft {
  input: FilterInput;
  /** The applied value (serialised) this draft started from or has itself applied. */
  basis: string;
  clearCount: number;
  error: string | null;
}

const serialize = (value: FilterValue) => JSON.stringify(value);

/**
 * A desktop filter control bound straight to the query: what the user types is kept here and applied
 * once valid (search and number ranges after a 500 ms pause, or at once on Enter or leaving the field).
 * An invalid entry shows its error and is not applied. A change from elsewhere (clear, Back) replaces
 * whatever was typed.
 */
export function useLiveFilterInput(filter: FilterDef) {
  const { values, apply, clearCount } = useTableFiltersContext("FilterField");
  const applied = values[filter.name] ?? null;
  const appliedNow = serialize(applied);
  const [draft, setDraft] = useState<Draft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The latest typed input waiting for its pause; read on blur, when this render's draft may be older
  // (the field trims itself on blur just before).
  const waiting = useRef<{ input: FilterInput; basis: string } | null>(null);

  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);

  const current = draft && draft.basis === appliedNow && draft.clearCount === clearCount ? draft : null;

  function commit(input: FilterInput, basis: string) {
    window.clearTimeout(timer.current);
    waiting.current = null;
    const result = fromFilterInput(filter, input);
    if (result.error) {
      setDraft({ input, basis, clearCount, error: result.error });
      return;
    }
    const next = serialize(result.value);
    setDraft({ input, basis: next, clearCount, error: null });
    if (next !== basis) apply({ [filter.name]: result.value });
  }

  function change(input: FilterInput) {
    const basis = current?.basis ?? appliedNow;
    window.clearTimeout(timer.current);
    setDraft({ input, basis, clearCount, error: null });
    if (TYPED.has(filter.type)) {
      waiting.current = { input, basis };
      timer.current = window.setTimeout(() => commit(input, basis), FILTER_TYPING_DELAY_MS);
    } else commit(input, basis);
  }

  function done() {
    const latest = waiting.current ?? current;
    if (latest) commit(latest.input, latest.basis);
  }

  return {
    input: current ? current.input : toFilterInput(filter, applied),
    error: current?.error ?? null,
    change,
    done,
  };
}
