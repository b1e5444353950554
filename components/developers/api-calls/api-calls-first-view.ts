import { apiCallListQuery } from "@/lib/api/queries/api-call-queries";
import { apiKeysQuery } from "@/lib/api/queries/api-key-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { apiCallTableFilters, toApiCallFilters } from "./api-call-filters";

/**
 * What /developers/api-calls shows first for this link: the account's keys (when the member may
 * see them: the key filter offers them) and the log's first page under the key its list asks
 * with. A key in the link filters only when it is one of the account's, so then the page is read
 * once the keys have answered. A link deeper than the first page reads the pages before it in the
 * browser (each page's cursor comes from the one before).
 */
export function apiCallsFirstView(search: UrlSearch, seesKeys: boolean): FirstViewQuery[] {
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  if (page !== 1) return seesKeys ? [apiKeysQuery()] : [];
  const list = (keys: readonly ApiKeyRow[] | null) => {
    const config = apiCallTableFilters(keys);
    const filters = toApiCallFilters(readFilterValues(config, readUrl(buildFilterParsers(config), search)));
    return apiCallListQuery(filters, limit);
  };
  if (!seesKeys) return [list(null)];
  const keys = apiKeysQuery();
  const namesKey = readUrl(buildFilterParsers(apiCallTableFilters([])), search).key != null;
  return [keys, namesKey ? { kind: "after", first: keys, then: list } : list([])];
}
