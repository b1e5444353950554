"use client";

import { useState } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { usePatternList } from "@/lib/api/patterns";
import { useAccess } from "@/lib/auth/access-context";
import type { Pattern } from "@/lib/contract/patterns";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { DeletePatternDialog } from "./delete-pattern-dialog";
import { patternColumns, patternName } from "./pattern-columns";
import { hasPatternFilters, myPatternFilters, patternListQueryOf } from "./pattern-filters";
import { CREATE_PATTERN_HREF } from "./pattern-links";
import { LinkButton } from "@/components/layout/link-button";

const rowKey = (pattern: Pattern) => pattern.pattern_code;

/** No pattern yet: what one is for, and the way to the first (for a role that may make one). */
function NoPatternYet({ canEdit }: { canEdit: boolean }) {
  return (
    <span className="flex flex-col items-center gap-3">
      <span className="leading-7">
        هنوز الگویی نساخته‌اید. متن الگو یک بار بررسی می‌شود و پس از تأیید، پیامک‌هایی مانند کد تأیید یا وضعیت سفارش را
        با کد آن و مقدار متغیرها می‌فرستید.
        {canEdit ? null : " ساختن الگو از دسترسی شما بیرون است؛ از مدیر حساب بخواهید."}
      </span>
      {canEdit ? (
        <LinkButton href={CREATE_PATTERN_HREF} size="md">
          ساخت نخستین الگو
        </LinkButton>
      ) : null}
    </span>
  );
}

/**
 * «الگوهای من»: the account's patterns with their filters and paging in the query; each leads to
 * its page, and a role that edits patterns edits and deletes them (after a confirmation).
 */
export function MyPatternList() {
  const { filters: values, page, limit } = useTableFilters(myPatternFilters);
  const listQuery = patternListQueryOf("normal", values, page, limit);
  const query = usePatternList(listQuery);
  usePageInRange(query.data?.meta.total);
  const { setPage } = usePaginationState();
  const canEdit = useAccess().can("patterns.edit");
  const [deleting, setDeleting] = useState<Pattern | null>(null);
  const rows = query.data?.data;

  return (
    <TableFiltersProvider config={myPatternFilters}>
      <section aria-label="الگوهای من" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm leading-6 text-muted">
            الگوهای تازه و ویرایش‌شده پس از بررسی کارشناسان فعال می‌شوند؛ فقط با الگوی فعال می‌توان پیامک فرستاد.
          </p>
          {canEdit ? <LinkButton href={CREATE_PATTERN_HREF}>الگوی جدید</LinkButton> : null}
        </div>
        <TableFilters />
        <DataTable
          caption="الگوهای من"
          columns={patternColumns(canEdit ? { onDelete: setDeleting } : undefined)}
          getRowKey={rowKey}
          getRowLabel={patternName}
          {...listTableState(query)}
          empty={
            hasPatternFilters(listQuery) ? (
              "الگویی با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
            ) : (
              <NoPatternYet canEdit={canEdit} />
            )
          }
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
        <DeletePatternDialog
          pattern={deleting}
          onClose={() => setDeleting(null)}
          // The last row of a page gone: the page before it.
          onDeleted={() => {
            if (rows?.length === 1 && page > 1) setPage(page - 1);
          }}
        />
      </section>
    </TableFiltersProvider>
  );
}
