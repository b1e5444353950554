export { DataTable } from "./data-table";
export type { DataTableColumn } from "./table-types";
export { TableFiltersProvider, useTableFilters } from "./filters-provider";
export { TableFilters } from "./table-filters";
export { FilterBar } from "./filter-bar";
export { FilterField } from "./filter-field";
export { MobileFilters } from "./mobile-filters";
export { defineTableFilters } from "@/lib/url-state/filter-definitions";
export type { FilterValues } from "@/lib/url-state/filter-definitions";
