import { patternListQuery } from "@/lib/api/queries/pattern-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { myPatternFilters, patternListQueryOf, systemicPatternFilters } from "./pattern-filters";

/** What /pattern shows first for this link: the open tab's page, under the key its list asks with. */
export function patternsFirstView(search: UrlSearch): FirstViewQuery[] {
  const systemic = readTabIndex(readUrl(tabParsers, search).tab, 2) === 1;
  const config = systemic ? systemicPatternFilters : myPatternFilters;
  const values = readFilterValues(config, readUrl(buildFilterParsers(config), search));
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  return [patternListQuery(patternListQueryOf(systemic ? "systemic" : "normal", values, page, limit))];
}
