"use client";

import { Button } from "@/components/ui/button";
import { FilterField } from "./filter-field";
import { useTableFiltersContext } from "./filters-provider";

/**
 * The desktop filter bar above a table: every filter side by side, each applied as it changes (search
 * after a 500 ms pause), and a clear button while any filter is on.
 */
export function FilterBar({ className = "" }: { className?: string }) {
  const { config, activeCount, clear } = useTableFiltersContext("FilterBar");
  return (
    <div
      role="group"
      aria-label="فیلترها"
      className={`flex flex-wrap items-end gap-4 rounded-xl border border-border bg-surface p-4 ${className}`}
    >
      {config.filters.map((filter) => (
        <div
          key={filter.name}
          className={
            filter.type === "date_range" || filter.type === "search_range" ? "w-full sm:w-96" : "w-full sm:w-56"
          }
        >
          <FilterField name={filter.name} />
        </div>
      ))}
      <Button variant="ghost" onClick={clear} disabled={activeCount === 0} className="ms-auto">
        پاک کردن فیلترها
      </Button>
    </div>
  );
}
