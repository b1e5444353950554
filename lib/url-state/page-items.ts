export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** How many page buttons and ellipses a long list shows at most: first, …, three around the current, …, last. */
const SLOTS = 7;

/**
 * The page numbers to offer around the current page, with an ellipsis where pages are skipped:
 * 20 pages on page 5 give 1 … 4 5 6 … 20; near either end the run of numbers grows so the row keeps
 * its length (1 2 3 4 5 … 20). An ellipsis never stands in for a single page.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= SLOTS) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const run = SLOTS - 2; // pages shown beside the first or the last when only one ellipsis is needed
  if (page <= run - 1) return [...range(1, run), "ellipsis-end", total];
  if (page >= total - run + 2) return [1, "ellipsis-start", ...range(total - run + 1, total)];
  return [1, "ellipsis-start", page - 1, page, page + 1, "ellipsis-end", total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function totalPagesOf(total: number, limit: number): number {
  return total > 0 && limit > 0 ? Math.ceil(total / limit) : 0;
}
