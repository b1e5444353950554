"use client";

import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { FilterBar } from "./filter-bar";
import { MobileFilters } from "./mobile-filters";

/** The table's filters as the layout wants them: a bar on desktop, a button and full-screen modal below 768 px. */
export function TableFilters({ className = "" }: { className?: string }) {
  return useIsMobile() ? <MobileFilters /> : <FilterBar className={className} />;
}
