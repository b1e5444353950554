"use client";

import { useEffect } from "react";
import { useApiCallPages, type ApiCallFilters } from "@/lib/api/api-calls";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";

/**
 * The page of the log the URL names (`page`, `limit`), read by cursor: the upstream gives each
 * page the cursor of the next, so a link to page 3 reads pages 1 and 2 first, and a page past the
 * end goes back to the last. `known`: how many pages exist as far as has been read (one more
 * while the last read page says another follows).
 */
export function useApiCallPage(filters: ApiCallFilters) {
  const { page, limit, setPage } = usePaginationState();
  const query = useApiCallPages(filters, limit);
  const pages = query.isPlaceholderData ? undefined : query.data?.pages;
  const read = pages?.length ?? 0;
  const waiting = query.isFetching || query.isFetchNextPageError;

  useEffect(() => {
    if (!pages || waiting || read >= page) return;
    if (query.hasNextPage) void query.fetchNextPage();
    else setPage(Math.max(1, read));
  }, [pages, waiting, read, page, query, setPage]);

  const shown = query.isPlaceholderData ? query.data?.pages[0] : pages?.[page - 1];
  return {
    query,
    page,
    rows: shown?.data.calls,
    known: read < page ? page : read + (query.hasNextPage ? 1 : 0),
    retry: () => void (read < page ? query.fetchNextPage() : query.refetch()),
  };
}
