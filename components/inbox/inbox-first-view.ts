import { inboxListQuery } from "@/lib/api/queries/inbox-queries";
import { senderLinesQuery } from "@/lib/api/queries/numbers-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { SenderLine } from "@/lib/contract/numbers";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { inboxTableFilters, toInboxFilters } from "./inbox-filters";

/**
 * What /inbox shows first for this link: the user's lines (the line filter offers them, and the
 * list waits for them) and the page of received SMS under the key its list asks with. A line in
 * the link filters only when it is one of the user's, so then the page is read once the lines have
 * answered. A link with days is left to the browser: a day is sent as seconds in the browser's
 * time zone, which the server does not know.
 */
export function inboxFirstView(search: UrlSearch): FirstViewQuery[] {
  const list = (lines: readonly SenderLine[]) => {
    const config = inboxTableFilters(lines);
    const state = readUrl(buildFilterParsers(config), search);
    const filters = toInboxFilters(readFilterValues(config, state));
    if (filters.receivedFrom || filters.receivedTo) return null;
    const { page, limit } = readPagination(readUrl(paginationParsers, search));
    return inboxListQuery({ ...filters, page, perPage: limit });
  };
  const withoutLines = inboxTableFilters([]);
  const namesLine = readUrl(buildFilterParsers(withoutLines), search)[`${withoutLines.prefix}line`] != null;
  const page = namesLine ? ({ kind: "after", first: senderLinesQuery, then: list } as const) : list([]);
  return page ? [senderLinesQuery, page] : [senderLinesQuery];
}
