/** What an option stands for: an id from the upstream or a plain code. */
export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = SelectValue> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface LoadOptionsRequest {
  /** The search text as typed (already settled for 1000 ms); empty for the unfiltered list. */
  search: string;
  /** 1 for the first page. */
  page: number;
}

export interface LoadOptionsPage<V extends SelectValue = SelectValue> {
  options: SelectOption<V>[];
  hasMore: boolean;
}

/** Fetches one page of options from a server; the select calls it on open, on search and on scroll. */
export type LoadOptions<V extends SelectValue = SelectValue> = (
  request: LoadOptionsRequest,
) => Promise<LoadOptionsPage<V>>;
