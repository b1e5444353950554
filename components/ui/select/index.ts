export { Select, type MultiSelectProps, type SelectProps, type SingleSelectProps } from "./select";
export type { LoadOptions, LoadOptionsPage, LoadOptionsRequest, SelectOption, SelectValue } from "./types";
export { normalizeSearchText, filterOptionsByLabel } from "./normalize-search";
export { summarizeSelection, selectionSummaryText } from "./multi-summary";
export { DROPDOWN_MAX_HEIGHT, OPTION_ROW_HEIGHT, SCROLL_LOAD_DISTANCE, SEARCH_DELAY, SELECT_TEXT } from "./constants";
