export { Pagination, rangeSummary, type PaginationProps } from "./pagination";
export { PageButtons, type PageButtonsProps } from "./page-buttons";
export { PageSizeSelect, type PageSizeSelectProps } from "./page-size-select";
export { usePaginationState } from "@/lib/url-state/use-pagination-state";
