import { pendingFeedbackQuery, ticketCategoriesQuery, ticketListQuery } from "@/lib/api/queries/support-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { TicketCategory } from "@/lib/contract/support";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { REQUEST_KINDS } from "@/lib/support/request-kinds";
import { requestListParams, requestTableFilters } from "./request-filters";

/**
 * What /support shows first for this link: the open tab's categories (its category filter offers
 * them), its page of requests under the key its list asks with, and a feedback still to be asked.
 * A link naming a category filters only by one of the kind's, so then the page waits for them.
 */
export function supportFirstView(search: UrlSearch): FirstViewQuery[] {
  const type =
    readTabIndex(readUrl(tabParsers, search).tab, 2) === REQUEST_KINDS.suggestion.tab ? "suggestion" : "ticket";
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  const list = (categories: readonly TicketCategory[]) => {
    const config = requestTableFilters(type, categories);
    const values = readFilterValues(config, readUrl(buildFilterParsers(config), search));
    return ticketListQuery(requestListParams(type, values, page, limit));
  };
  const bare = requestTableFilters(type, []);
  const namesCategory = readUrl(buildFilterParsers(bare), search)[`${bare.prefix}category`] != null;
  const categories = ticketCategoriesQuery(type);
  return [
    categories,
    pendingFeedbackQuery,
    namesCategory ? { kind: "after", first: categories, then: list } : list([]),
  ];
}
