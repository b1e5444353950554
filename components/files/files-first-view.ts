import { fileCategoriesQuery, fileListQuery } from "@/lib/api/queries/account-file-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import { FILE_TABS } from "@/lib/contract/account-files";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";

/** What file management shows first for this link: the storage, and the tab's page of files. */
export function filesFirstView(search: UrlSearch): FirstViewQuery[] {
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  const tab = FILE_TABS[readTabIndex(readUrl(tabParsers, search).tab, FILE_TABS.length)]!;
  return [fileCategoriesQuery(), fileListQuery(tab, page, limit)];
}
