"use client";

import { groupDigits } from "@/lib/format/money";
import { totalPagesOf } from "@/lib/url-state/page-items";
import { PAGE_SIZES, type PageSize } from "@/lib/url-state/reserved-keys";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { PageButtons } from "./page-buttons";
import { PageSizeSelect } from "./page-size-select";

export interface PaginationProps {
  /** How many rows the whole list has (from the server). Nothing is drawn while it is 0. */
  total: number;
  pageSizes?: readonly PageSize[];
  /** While the page's data loads, so clicks do not pile up. */
  disabled?: boolean;
  className?: string;
}

/** «نمایش ۱ تا ۱۰ از ۲۳۴». */
function rangeSummary(page: number, limit: number, total: number): string {
  const first = (page - 1) * limit + 1;
  if (first > total) return `${groupDigits(total)} مورد`;
  return `نمایش ${groupDigits(first)} تا ${groupDigits(Math.min(page * limit, total))} از ${groupDigits(total)}`;
}

/**
 * Paging under a table (spec §2, §9), kept in `?page=` and `?limit=` (defaults 1 and 10, replacing the
 * history entry): a summary of the rows shown, the page buttons and the page size, which starts
 * again from page 1 when changed.
 */
export function Pagination({ total, pageSizes = PAGE_SIZES, disabled = false, className = "" }: PaginationProps) {
  const { page, limit, setPage, setLimit } = usePaginationState();
  if (total <= 0) return null;
  return (
    <nav aria-label="صفحه‌بندی" className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <p className="text-sm text-muted">{rangeSummary(page, limit, total)}</p>
      <PageButtons page={page} totalPages={totalPagesOf(total, limit)} onPage={setPage} disabled={disabled} />
      <PageSizeSelect value={limit} onChange={setLimit} sizes={pageSizes} disabled={disabled} />
    </nav>
  );
}
