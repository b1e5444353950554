import { PrefetchLink } from "@/components/layout/prefetch-link";
import type { DataTableColumn } from "@/components/ui/table";
import type { TicketRow } from "@/lib/contract/support";
import { requestDay } from "@/lib/support/request-dates";
import { requestHref } from "@/lib/support/request-kinds";
import { toPersianDigits } from "@/lib/validation/digits";
import { RequestStateBadge } from "../shared/request-state-badge";

const NOWRAP = "whitespace-nowrap";

/** Support's latest answer not seen yet: a dot and a word, so it is not told by colour alone. */
function UnseenMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-bold whitespace-nowrap text-primary">
      <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
      پاسخ تازه
    </span>
  );
}

function SubjectCell({ row }: { row: TicketRow }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <PrefetchLink
        href={requestHref(row.type, row.ticket_id)}
        className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
      >
        {row.subject}
      </PrefetchLink>
      {row.user_seen === 0 ? <UnseenMark /> : null}
    </div>
  );
}

/** Number, subject (leading to the request, marked when an answer waits unseen), category, state and last change. */
export const requestColumns: DataTableColumn<TicketRow>[] = [
  { key: "number", header: "شماره", cell: (row) => toPersianDigits(row.ticket_id), className: NOWRAP },
  { key: "subject", header: "عنوان", cell: (row) => <SubjectCell row={row} /> },
  {
    key: "category",
    header: "دسته‌بندی",
    cell: (row) => (row.sub_category ? `${row.category.name} / ${row.sub_category.title}` : row.category.name),
  },
  {
    key: "state",
    header: "وضعیت",
    cell: (row) => <RequestStateBadge type={row.type} stateId={row.state_id} />,
  },
  { key: "updated", header: "آخرین تغییر", cell: (row) => requestDay(row.updated_at), className: NOWRAP },
];
