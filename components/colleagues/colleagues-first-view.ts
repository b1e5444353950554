import { colleagueListQuery } from "@/lib/api/queries/colleague-queries";
import { ALL_ROLES_PAGE, roleListQuery } from "@/lib/api/queries/role-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { Role } from "@/lib/contract/colleagues";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import { colleagueTableFilters, toColleagueFilters } from "./list/colleague-filters";

const TAB_COUNT = 3;

/**
 * What /colleagues shows first for this link: on the colleagues' tab, every role (the role filter
 * offers them, and the list waits for them) and then the page of colleagues under the key its
 * list asks with; on the roles' tab, the page of roles. The activity log reads its own.
 */
export function colleaguesFirstView(search: UrlSearch): FirstViewQuery[] {
  const tab = readTabIndex(readUrl(tabParsers, search).tab, TAB_COUNT);
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  if (tab === 1) return [roleListQuery({ page, perPage: limit })];
  if (tab !== 0) return [];
  const allRoles = roleListQuery(ALL_ROLES_PAGE);
  const colleagues = (roles: readonly Role[]) => {
    const config = colleagueTableFilters(roles);
    const filters = toColleagueFilters(readFilterValues(config, readUrl(buildFilterParsers(config), search)));
    return colleagueListQuery({ ...filters, page, perPage: limit });
  };
  // Cached as the role select keeps it: the page's whole answer (its rows picked by `select`).
  return [{ kind: "after", first: allRoles, then: (answer) => colleagues((answer as { data: Role[] }).data) }];
}
