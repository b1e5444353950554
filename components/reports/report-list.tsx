"use client";

import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useReportList, type ReportListKind } from "@/lib/api/report";
import type { SendReportRow } from "@/lib/contract/report";
import { reportColumns } from "./report-columns";
import { hasReportFilters, REPORT_FILTERS, toReportFilters } from "./report-filters";
import { SystemicExport } from "./systemic-export";

const TITLES: Record<ReportListKind, string> = {
  new: "ارسال‌های ۳۰ روز اخیر",
  systemic: "ارسال‌های سیستمی",
  archive: "ارسال‌های بایگانی‌شده",
};

const EMPTY: Record<ReportListKind, string> = {
  new: "در ۳۰ روز اخیر ارسالی نداشته‌اید.",
  systemic: "پیامک سیستمی‌ای برای شما فرستاده نشده است.",
  archive: "ارسالی قدیمی‌تر از ۳۰ روز ندارید.",
};

const rowKey = (row: SendReportRow) => row.messages_outbox_id;

/** One list of the report with its filters and paging in the query; the systemic list can be exported. */
export function ReportList({ kind }: { kind: ReportListKind }) {
  return (
    <TableFiltersProvider config={REPORT_FILTERS}>
      <ReportRows kind={kind} />
    </TableFiltersProvider>
  );
}

function ReportRows({ kind }: { kind: ReportListKind }) {
  const { filters: values, page, limit } = useTableFilters(REPORT_FILTERS);
  const filters = toReportFilters(values);
  const query = useReportList(kind, { page, limit, filters });
  usePageInRange(query.data?.meta.total);

  return (
    <section aria-label={TITLES[kind]} className="flex min-w-0 flex-col gap-3">
      <TableFilters />
      {kind === "systemic" ? <SystemicExport filters={filters} /> : null}
      <DataTable
        caption={TITLES[kind]}
        columns={reportColumns(kind)}
        getRowKey={rowKey}
        {...listTableState(query)}
        empty={hasReportFilters(values) ? "ارسالی با این فیلترها پیدا نشد." : EMPTY[kind]}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
    </section>
  );
}
