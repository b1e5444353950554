import { PrefetchLink } from "@/components/layout/prefetch-link";
import { SendStateBadge } from "@/components/ui/send-state-badge";
import type { DataTableColumn } from "@/components/ui/table";
import type { ReportListKind } from "@/lib/api/report";
import type { SendReportRow } from "@/lib/contract/report";
import { formatExactRial, groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { toPersianDigits } from "@/lib/validation/digits";
import { ReportTime, sendingTypeTitle } from "./report-format";
import { LatinText } from "@/components/ui/latin-text";

/** A send's report page: archived sends have their own. */
const sendReportHref = (id: string, archived: boolean) =>
  archived ? `/reports/archive-details/${id}` : `/reports/${id}`;

const NOWRAP = "whitespace-nowrap";

/** The columns of a report list (spec §3 SMS report row); the id leads to the send's report. */
export function reportColumns(kind: ReportListKind): DataTableColumn<SendReportRow>[] {
  return [
    {
      key: "id",
      header: "شناسهٔ ارسال",
      cell: (row) => (
        <PrefetchLink
          href={sendReportHref(row.messages_outbox_id, kind === "archive")}
          aria-label={`گزارش ارسال ${toPersianDigits(row.messages_outbox_id)}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {toPersianDigits(row.messages_outbox_id)}
        </PrefetchLink>
      ),
      className: NOWRAP,
    },
    {
      key: "number",
      header: "شماره فرستنده",
      cell: (row) => <LatinText>{lineNumberText(row.number)}</LatinText>,
      className: NOWRAP,
    },
    { key: "type", header: "نوع ارسال", cell: (row) => sendingTypeTitle(row.type), className: NOWRAP },
    { key: "state", header: "وضعیت", cell: (row) => <SendStateBadge state={row.state_id} />, className: NOWRAP },
    { key: "requested", header: "تعداد درخواستی", cell: (row) => groupDigits(row.rcpts_count) },
    { key: "sent", header: "تعداد ارسال‌شده", cell: (row) => groupDigits(row.exit_count) },
    { key: "cost", header: "هزینه", cell: (row) => formatExactRial(row.cost), className: NOWRAP },
    {
      key: "ip",
      header: "آی‌پی ارسال‌کننده",
      cell: (row) => (row.user_ip ? <LatinText>{row.user_ip}</LatinText> : "—"),
    },
    { key: "created", header: "زمان ایجاد", cell: (row) => <ReportTime seconds={row.time} />, className: NOWRAP },
    {
      key: "send-time",
      header: "زمان ارسال",
      cell: (row) => <ReportTime seconds={row.time_send} />,
      className: NOWRAP,
    },
  ];
}
