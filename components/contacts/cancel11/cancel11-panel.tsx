"use client";

import { useMemo } from "react";
import { Pagination } from "@/components/ui/pagination";
import {
  DataTable,
  defineTableFilters,
  FilterField,
  TableFiltersProvider,
  useTableFilters,
  type DataTableColumn,
} from "@/components/ui/table";
import { useCancel11List } from "@/lib/api/contact-lists";
import { LinesLoadError } from "@/components/ui/lines-load-error";
import { useSenderLines } from "@/lib/api/numbers";
import type { Cancel11Entry } from "@/lib/contract/contact-lists";
import type { SenderLine } from "@/lib/contract/numbers";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { lineLabel, lineNumberText } from "@/lib/send/line-label";
import { listTableState } from "@/components/ui/list/list-table-state";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";

const NO_LINES: readonly SenderLine[] = [];

/** The line filter offers the user's lines; the search finds a number or some of its digits. */
function cancel11Filters(lines: readonly SenderLine[]) {
  return defineTableFilters(
    [
      {
        type: "options",
        name: "line",
        label: "خط ارسال‌کننده",
        allLabel: "همهٔ خطوط",
        options: lines.map((line) => ({ value: String(line.id), label: lineLabel(line) })),
      },
      { type: "search", name: "number", label: "جستجوی شماره", placeholder: "شماره یا بخشی از آن" },
    ],
    { prefix: "cancel11_" },
  );
}

const COLUMNS: DataTableColumn<Cancel11Entry>[] = [
  { key: "number", header: "شماره", cell: (entry) => <MobileNumber value={entry.number} /> },
  {
    key: "line",
    header: "خط",
    cell: (entry) => (
      <bdi dir="ltr" className="latin whitespace-nowrap">
        {lineNumberText(entry.line_number)}
      </bdi>
    ),
  },
  {
    key: "created_at",
    header: "تاریخ لغو",
    cell: (entry) => formatJalaliDateTime(entry.created_at),
    className: "whitespace-nowrap",
  },
];

const entryKey = (entry: Cancel11Entry) => String(entry.id);

const EXPLANATION =
  "هر کس به پیامک شما از یکی از خطوطتان «۱۱» پاسخ دهد، شماره‌اش به فهرست لغو۱۱ همان خط می‌رود و دیگر از آن خط پیامکی از شما نمی‌گیرد. اگر همان شماره «۱۲» بفرستد، از فهرست برداشته می‌شود و دوباره پیامک می‌گیرد.";

/**
 * The cancel11 list: numbers that answered «11» to the user's messages, per sender line, with the
 * day each did; a line filter, a number search and paging in the query string. Read-only: only the
 * number's own «12» takes it off.
 */
export function Cancel11Panel() {
  const lines = useSenderLines();
  return (
    <section aria-label="فهرست لغو۱۱" className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">{EXPLANATION}</p>
      <LinesLoadError lines={lines} />
      {lines.isPending ? (
        <DataTable caption="فهرست لغو۱۱" columns={COLUMNS} getRowKey={entryKey} rows={undefined} loading />
      ) : (
        // The line filter reads the query against the lines it offers: once they are known (or known
        // to be missing), so a line named in the link is kept rather than read as no line.
        <Cancel11List key={lines.data ? "with-lines" : "without-lines"} lines={lines.data ?? NO_LINES} />
      )}
    </section>
  );
}

function Cancel11List({ lines }: { lines: readonly SenderLine[] }) {
  const config = useMemo(() => cancel11Filters(lines), [lines]);
  const { filters, page, limit } = useTableFilters(config);
  const query = useCancel11List({
    page,
    perPage: limit,
    number: filters.number,
    lineId: filters.line ? Number(filters.line) : null,
  });
  usePageInRange(query.data?.meta.total);
  const filtered = filters.line !== null || filters.number !== null;

  return (
    <TableFiltersProvider config={config}>
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-3xl">
          <FilterField name="line" />
          <FilterField name="number" />
        </div>
        <DataTable
          caption="فهرست لغو۱۱"
          columns={COLUMNS}
          getRowKey={entryKey}
          {...listTableState(query)}
          empty={filtered ? "شماره‌ای با این فیلترها در فهرست نیست." : "هنوز کسی «۱۱» نفرستاده است."}
        />
        <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
      </div>
    </TableFiltersProvider>
  );
}
