"use client";

import { PageButtons, PageSizeSelect } from "@/components/ui/pagination";
import { groupDigits } from "@/lib/format/money";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";

export interface ApiCallPagerProps {
  /** Pages known to exist so far (the log is read by cursor: its total is never counted). */
  known: number;
  /** Rows on the page shown; nothing is drawn until it has loaded. */
  shown: number | undefined;
  disabled?: boolean;
}

/**
 * Paging under the log, in `?page=` and `?limit=` like the other lists: «نمایش ۱۱ تا ۲۰», the
 * pages read so far and the next one when there is more, and the page size.
 */
export function ApiCallPager({ known, shown, disabled = false }: ApiCallPagerProps) {
  const { page, limit, setPage, setLimit } = usePaginationState();
  if (!shown) return null;
  const first = (page - 1) * limit + 1;
  return (
    <nav aria-label="صفحه‌بندی" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{`نمایش ${groupDigits(first)} تا ${groupDigits(first + shown - 1)}`}</p>
      <PageButtons page={page} totalPages={known} onPage={setPage} disabled={disabled} />
      <PageSizeSelect value={limit} onChange={setLimit} disabled={disabled} />
    </nav>
  );
}
