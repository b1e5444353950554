"use client";

import { useMemo } from "react";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable } from "@/components/ui/table";
import { useSecretaryInbox } from "@/lib/api/secretaries";
import { SECRETARY_TYPES, type SecretaryInboxRow } from "@/lib/contract/secretaries";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { toPersianDigits } from "@/lib/validation/digits";
import { InboxExportLinks } from "./inbox-export-links";
import { secretaryInboxColumns } from "./inbox-columns";
import type { InboxTab } from "./inbox-kinds";

const rowKey = (row: SecretaryInboxRow) => String(row.id);

/** What the secretary received, of the tab's kind, newest first, paged in the query string, with its export. */
export function SecretaryInboxLog({ id, type, kind }: { id: number; type: number; kind: InboxTab }) {
  const { page, limit } = usePaginationState();
  const query = useSecretaryInbox(id, kind, page, limit);
  usePageInRange(query.data?.meta.total);
  const withNumber = type === SECRETARY_TYPES.poll || type === SECRETARY_TYPES.visit;
  const columns = useMemo(() => secretaryInboxColumns(withNumber), [withNumber]);
  return (
    <section aria-labelledby="secretary-inbox-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="secretary-inbox-title" className="text-base font-bold">
          پیام‌های دریافتی
        </h2>
        <InboxExportLinks id={id} kind={kind} />
      </div>
      <DataTable
        caption="پیام‌هایی که منشی دریافت کرده است"
        columns={columns}
        getRowKey={rowKey}
        getRowLabel={(row) => `پیام ${toPersianDigits(row.id)}`}
        {...listTableState(query)}
        empty="هنوز پیامی از این گونه به منشی نرسیده است."
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
    </section>
  );
}
