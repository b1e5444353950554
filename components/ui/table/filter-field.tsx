"use client";

import type { FilterDef } from "@/lib/url-state/filter-definitions";
import { FilterControl } from "./filter-control";
import { useTableFiltersContext } from "./filters-provider";
import { useLiveFilterInput } from "./use-live-filter-input";

/**
 * One filter of the nearest `TableFiltersProvider`, by name, applied to the query as the user changes
 * it (search after a pause). Place it anywhere inside the provider; the filter bar is a row of these.
 */
export function FilterField({ name }: { name: string }) {
  const { config } = useTableFiltersContext("FilterField");
  const filter = config.filters.find((candidate) => candidate.name === name);
  if (!filter) throw new Error(`<FilterField name="${name}">: the table has no filter of that name.`);
  return <LiveFilterControl filter={filter} />;
}

function LiveFilterControl({ filter }: { filter: FilterDef }) {
  const { input, error, change, done } = useLiveFilterInput(filter);
  return <FilterControl filter={filter} input={input} error={error} onInput={change} onDone={done} />;
}
