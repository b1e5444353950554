import { codeReaderListQuery } from "@/lib/api/queries/code-reader-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";

/** What the code readers' list shows first for this link: its page, under the key the list asks with. */
export function codeReadersFirstView(search: UrlSearch): FirstViewQuery[] {
  const { page, limit } = readPagination(readUrl(paginationParsers, search));
  return [codeReaderListQuery(page, limit)];
}
