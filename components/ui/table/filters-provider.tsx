"use client";

import { useQueryStates } from "nuqs";
import { parseAsInteger } from "nuqs/server";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { FilterDef, FilterValue, FilterValues, TableFilterConfig } from "@/lib/url-state/filter-definitions";
import {
  buildFilterParsers,
  clearedFilterUrl,
  countActiveFilters,
  filterValuesToUrl,
  readFilterValues,
} from "@/lib/url-state/filter-parsers";
import { PAGE_KEY } from "@/lib/url-state/reserved-keys";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";

interface TableFiltersContextValue {
  config: TableFilterConfig;
  /** The applied filters, read from the query, by filter name. */
  values: Record<string, FilterValue>;
  activeCount: number;
  /** Writes the named filters to the query (others untouched) and goes back to page 1. */
  apply: (values: Partial<Record<string, FilterValue>>) => void;
  /** Removes every filter of this table from the query and goes back to page 1; `tab` and `limit` stay. */
  clear: () => void;
  /** Goes up on each clear, so controls drop what the user had typed but not applied. */
  clearCount: number;
}

const TableFiltersContext = createContext<TableFiltersContextValue | null>(null);

const NO_FILTERS: TableFilterConfig = { prefix: "", filters: [] };

/** The table's filters as parsed from the query, and the one writer that also resets the page. */
function useFilterQuery(config: TableFilterConfig) {
  const parsers = useMemo(() => ({ ...buildFilterParsers(config), [PAGE_KEY]: parseAsInteger }), [config]);
  // Filters replace the history entry like paging does: typing a search must not leave a trail for Back.
  const [state, setState] = useQueryStates(parsers, { history: "replace" });
  const values = useMemo(() => readFilterValues(config, state), [config, state]);
  const write = useCallback(
    (update: Record<string, unknown>) => void setState({ ...update, [PAGE_KEY]: null }),
    [setState],
  );
  return { values, write };
}

export interface TableFiltersProviderProps {
  /** From `defineTableFilters`, declared once outside the component. */
  config: TableFilterConfig;
  children: ReactNode;
}

/**
 * Holds a table's query-string filters (spec §2) for the filter bar, the mobile filter modal and any
 * `FilterField` inside it. The page reads the same values for its data query with `useTableFilters`.
 */
export function TableFiltersProvider({ config, children }: TableFiltersProviderProps) {
  const { values, write } = useFilterQuery(config);
  const [clearCount, setClearCount] = useState(0);

  const apply = useCallback(
    (next: Partial<Record<string, FilterValue>>) => write(filterValuesToUrl(config, next)),
    [config, write],
  );
  const clear = useCallback(() => {
    setClearCount((count) => count + 1);
    write(clearedFilterUrl(config));
  }, [config, write]);

  const value = useMemo(
    () => ({ config, values, activeCount: countActiveFilters(values), apply, clear, clearCount }),
    [config, values, apply, clear, clearCount],
  );
  return <TableFiltersContext.Provider value={value}>{children}</TableFiltersContext.Provider>;
}

/** The provider's state; throws a clear error when `component` is used outside a `TableFiltersProvider`. */
export function useTableFiltersContext(component: string): TableFiltersContextValue {
  const context = useContext(TableFiltersContext);
  if (!context) throw new Error(`<${component}> must be used inside a <TableFiltersProvider>.`);
  return context;
}

export interface TableFiltersState<V> {
  /** Each filter's applied value by name: text or null, an option value or null, a list of option values, or a {from, to} range. */
  filters: V;
  page: number;
  limit: number;
}

/**
 * The current filters, page and page size from the query, for the page's data query. Pass the config
 * to get typed values (and to call it above the provider); without it, it reads the nearest provider.
 */
export function useTableFilters<const Fs extends readonly FilterDef[]>(
  config: TableFilterConfig<Fs>,
): TableFiltersState<FilterValues<Fs>>;
export function useTableFilters(): TableFiltersState<Record<string, FilterValue>>;
export function useTableFilters(config?: TableFilterConfig): TableFiltersState<Record<string, FilterValue>> {
  const context = useContext(TableFiltersContext);
  const resolved = config ?? context?.config;
  const { values } = useFilterQuery(resolved ?? NO_FILTERS);
  const { page, limit } = usePaginationState();
  if (!resolved)
    throw new Error(
      "useTableFilters() needs the table's filter config, or must be called inside a <TableFiltersProvider>.",
    );
  return { filters: values, page, limit };
}
