import { toLatinDigits } from "@/lib/validation/digits";
import type { SelectOption, SelectValue } from "./types";

/**
 * Text in one spelling for matching: Arabic yeh/alef maksura → Persian ye, Arabic kaf → Persian
 * keheh, Persian/Arabic digits → Latin, zero-width non-joiners → spaces, lower case, single spaces.
 * Users type with Arabic or Persian keyboards and the data holds either spelling.
 */
export function normalizeSearchText(text: string): string {
  return toLatinDigits(text)
    .replace(/[\u064a\u0649]/g, "\u06cc")
    .replace(/\u0643/g, "\u06a9")
    .replace(/\u200c/g, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The options whose label contains the search, in their own order; all of them for an empty search. */
export function filterOptionsByLabel<V extends SelectValue>(
  options: readonly SelectOption<V>[],
  search: string,
): SelectOption<V>[] {
  const needle = normalizeSearchText(search);
  if (!needle) return [...options];
  return options.filter((option) => normalizeSearchText(option.label).includes(needle));
}
