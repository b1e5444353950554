import {
  PATTERN_STATUS_FA,
  PATTERN_STATUSES,
  type PatternListQuery,
  type PatternStatus,
  type PatternType,
} from "@/lib/contract/patterns";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";

const STATE_OPTIONS = PATTERN_STATUSES.map((status) => ({ value: status, label: PATTERN_STATUS_FA[status] }));
const SHARE_OPTIONS = [
  { value: "true", label: "اشتراکی" },
  { value: "false", label: "غیراشتراکی" },
] as const;

const TEXT_FILTER = {
  type: "search",
  name: "text",
  label: "جستجو",
  placeholder: "عنوان، توضیحات یا متن الگو",
} as const;

/** «الگوهای من»: words in the title, description or text; the review state; shared or not (`pat_` in the query). */
export const myPatternFilters = defineTableFilters(
  [
    TEXT_FILTER,
    { type: "options", name: "state", label: "وضعیت", allLabel: "همه", options: STATE_OPTIONS },
    { type: "options", name: "shared", label: "اشتراک", allLabel: "همه", options: SHARE_OPTIONS },
  ],
  { prefix: "pat_" },
);

/** «الگوهای سامانه»: the provider's are all approved and for every account, so only words narrow them. */
export const systemicPatternFilters = defineTableFilters([TEXT_FILTER], { prefix: "sys_" });

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The page of a tab as the upstream is asked for it: Edge's `filter[...]`, a filter not set left out. */
export function patternListQueryOf(type: PatternType, values: Values, page: number, limit: number): PatternListQuery {
  const query: PatternListQuery = { page, per_page: limit, "filter[type]": type };
  const text = textOf(values.text);
  if (text) query["filter[text]"] = text;
  const state = textOf(values.state);
  if (state && (PATTERN_STATUSES as readonly string[]).includes(state)) query["filter[state]"] = state as PatternStatus;
  const shared = textOf(values.shared);
  if (shared === "true" || shared === "false") query["filter[is_share]"] = shared;
  return query;
}

/** Whether any filter narrows the list. */
export const hasPatternFilters = (query: PatternListQuery) =>
  Boolean(query["filter[text]"] || query["filter[state]"] || query["filter[is_share]"]);
