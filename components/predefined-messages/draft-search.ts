import { normalizeSearchText } from "@/components/ui/select/normalize-search";
import type { Draft } from "@/lib/contract/drafts";

/**
 * The messages whose text holds the search, in their own order; all of them for a blank search.
 * Persian and Arabic spellings of ye and kaf, either kind of digits, half-spaces and letter case
 * match alike, as people type them on either keyboard.
 */
export function matchingDrafts(drafts: readonly Draft[], search: string | null): Draft[] {
  const needle = normalizeSearchText(search ?? "");
  if (!needle) return [...drafts];
  return drafts.filter((draft) => normalizeSearchText(draft.message).includes(needle));
}
