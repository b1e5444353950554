import { reportListQuery } from "@/lib/api/queries/report-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { REPORT_FILTERS, toReportFilters } from "./report-filters";
import { REPORT_LISTS } from "./report-lists";

/**
 * What /reports shows first for this link: the open tab's page of sends, with the link's filters,
 * page and page size, under the key its list asks with. A link with days is left to the browser: a
 * day is sent as seconds in the browser's time zone, which the server does not know.
 */
export function reportsFirstView(search: UrlSearch): FirstViewQuery[] {
  const kind = REPORT_LISTS[readTabIndex(readUrl(tabParsers, search).tab, REPORT_LISTS.length)]!;
  const filters = toReportFilters(
    readFilterValues(REPORT_FILTERS, readUrl(buildFilterParsers(REPORT_FILTERS), search)),
  );
  if (filters.createdFrom || filters.createdTo || filters.sentFrom || filters.sentTo) return [];
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  return [reportListQuery(kind, { page, limit, filters })];
}
