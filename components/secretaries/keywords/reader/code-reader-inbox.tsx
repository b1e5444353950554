"use client";

import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { AnswerStateBadge } from "@/components/ui/auto-answer/answer-state-badge";
import { tehranSendTime } from "@/lib/date/tehran-clock";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { listTableState } from "@/components/ui/list/list-table-state";
import { usePageInRange } from "@/components/ui/list/use-page-in-range";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, type DataTableColumn } from "@/components/ui/table";
import { useCodeReaderInbox } from "@/lib/api/code-readers";
import type { CodeReaderInboxTab } from "@/lib/api/queries/code-reader-queries";
import type { CodeReaderInboxRow, CodeReaderKind } from "@/lib/contract/code-readers";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { toPersianDigits } from "@/lib/validation/digits";

const TABS = ["all", "correct", "repeated", "wrong"] as const satisfies readonly CodeReaderInboxTab[];
const KIND_TITLES: Record<CodeReaderKind, string> = { correct: "درست", repeated: "تکراری", wrong: "نادرست" };
const TAB_TITLES: Record<CodeReaderInboxTab, string> = { all: "همه", ...KIND_TITLES };
const KIND_TONES: Record<CodeReaderKind, string> = {
  correct: "text-success",
  repeated: "text-warning",
  wrong: "text-danger",
};

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

const kindParsers = { kind: parseAsStringLiteral(TABS).withDefault("all") };

const columns: DataTableColumn<CodeReaderInboxRow>[] = [
  {
    key: "msisdn",
    header: "فرستنده",
    cell: (row) => <MobileNumber value={row.msisdn} />,
    className: "whitespace-nowrap",
  },
  {
    key: "message",
    header: "متن پیام",
    cell: (row) =>
      // A code is Latin: its digits stay Latin and it reads left to right; a Persian message stays as it is.
      PERSIAN_LETTER.test(row.message) ? (
        <p className="max-w-xs break-words whitespace-pre-wrap">{row.message}</p>
      ) : (
        <bdi dir="ltr" className="latin max-w-xs break-words whitespace-pre-wrap">
          {row.message}
        </bdi>
      ),
  },
  {
    key: "kind",
    header: "نتیجه",
    cell: (row) => <span className={`font-medium ${KIND_TONES[row.kind]}`}>{KIND_TITLES[row.kind]}</span>,
    className: "whitespace-nowrap",
  },
  {
    key: "answer",
    header: "پاسخ",
    cell: (row) => (
      // On a phone's card the values sit at the inline end; in the table, at its start.
      <span className="flex max-w-xs flex-col items-end gap-1 md:items-start">
        {row.answer ? <span className="break-words whitespace-pre-wrap text-muted">{row.answer}</span> : null}
        <AnswerStateBadge state={row.answer_state} />
      </span>
    ),
  },
  {
    key: "received_at",
    header: "زمان دریافت",
    cell: (row) => <span dir="ltr">{tehranSendTime(row.received_at)}</span>,
    className: "whitespace-nowrap",
  },
];

const rowKey = (row: CodeReaderInboxRow) => String(row.id);

/** What the reader received, all of it or of one kind (in `?kind=`), newest first, paged. */
export function CodeReaderInbox({ id }: { id: number }) {
  const [{ kind }, setKind] = useQueryStates(kindParsers, { history: "replace" });
  const { page, limit, setPage } = usePaginationState();
  const query = useCodeReaderInbox(id, kind, page, limit);
  usePageInRange(query.data?.meta.total);
  return (
    <section aria-labelledby="reader-inbox-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="reader-inbox-title" className="text-base font-bold">
        پیام‌های دریافتی
      </h2>
      <div role="group" aria-label="نتیجهٔ پیام‌ها" className="flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((tab) => {
          const active = tab === kind;
          return (
            <button
              key={tab}
              type="button"
              aria-pressed={active}
              onClick={() => {
                void setKind({ kind: tab === "all" ? null : tab });
                if (page !== 1) setPage(1);
              }}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                active ? "border-primary text-primary" : "border-transparent text-muted hover:text-text"
              }`}
            >
              {TAB_TITLES[tab]}
            </button>
          );
        })}
      </div>
      <DataTable
        caption="پیام‌هایی که کدخوان دریافت کرده است"
        columns={columns}
        getRowKey={rowKey}
        getRowLabel={(row) => `پیام ${toPersianDigits(row.id)}`}
        {...listTableState(query)}
        empty="هنوز پیامی از این گونه به کدخوان نرسیده است."
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isPlaceholderData} />
    </section>
  );
}
