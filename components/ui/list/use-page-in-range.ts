"use client";

import { useEffect } from "react";
import { totalPagesOf } from "@/lib/url-state/page-items";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";

/**
 * Goes back to the last page when the current one is past the end, as after deleting every row of
 * the last page; `total` is undefined until the list has loaded.
 */
export function usePageInRange(total: number | undefined) {
  const { page, limit, setPage } = usePaginationState();
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = totalPagesOf(total, limit);
    if (page > last) setPage(last);
  }, [total, page, limit, setPage]);
}
