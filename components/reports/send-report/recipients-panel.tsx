"use client";

import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useRecipients } from "@/lib/api/report";
import { RECIPIENT_COLUMNS, type RecipientRow } from "./recipient-columns";
import { RecipientDownloads } from "./recipient-downloads";
import { RECIPIENT_FILTERS, toRecipientFilters } from "./recipient-filters";

const rowKey = (row: RecipientRow) => row.key;

/** A send's recipients with their delivery status, filtered by status and number and paged in the query, and the whole list as a file. */
export function RecipientsPanel({ id }: { id: string }) {
  return (
    <TableFiltersProvider config={RECIPIENT_FILTERS}>
      <RecipientList id={id} />
    </TableFiltersProvider>
  );
}

function RecipientList({ id }: { id: string }) {
  const { filters: values, page, limit } = useTableFilters(RECIPIENT_FILTERS);
  const filters = toRecipientFilters(values);
  const query = useRecipients(id, { page, perPage: limit, ...filters });
  usePageInRange(query.data?.meta.total);
  const table = listTableState(query);
  const rows = table.rows?.map((row, index): RecipientRow => ({ ...row, key: `${page}-${index}-${row.recipient}` }));
  const filtered = filters.status !== null || filters.recipient !== null;

  return (
    <section aria-labelledby="recipients-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="recipients-title" className="text-base font-bold">
          گیرندگان
        </h2>
        <div className="ms-auto">
          <RecipientDownloads id={id} status={filters.status} />
        </div>
      </div>
      <TableFilters />
      <DataTable
        caption="گیرندگان"
        columns={RECIPIENT_COLUMNS}
        getRowKey={rowKey}
        {...table}
        rows={rows}
        empty={filtered ? "گیرنده‌ای با این فیلترها پیدا نشد." : "این ارسال گیرنده‌ای ندارد."}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
    </section>
  );
}
