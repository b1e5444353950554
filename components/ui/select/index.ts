export { Select, type MultiSelectProps, type SingleSelectProps } from "./select";
export type { LoadOptions, LoadOptionsPage, LoadOptionsRequest, SelectOption, SelectValue } from "./types";
export { normalizeSearchText, filterOptionsByLabel } from "./normalize-search";
export { summarizeSelection, selectionSummaryText } from "./multi-summary";
