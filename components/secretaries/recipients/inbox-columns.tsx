import { MobileNumber } from "@/components/ui/list/mobile-number";
import type { DataTableColumn } from "@/components/ui/table";
import type { SecretaryInboxRow } from "@/lib/contract/secretaries";
import { SECRETARY_INBOX_KIND_TITLES } from "@/lib/contract/secretary-inbox";
import { toPersianDigits } from "@/lib/validation/digits";
import { AnswerStateBadge } from "@/components/ui/auto-answer/answer-state-badge";
import { tehranSendTime } from "@/lib/date/tehran-clock";

/** What the number beside a message is: a poll's option, a visit's count. */
function numberText(row: SecretaryInboxRow): string {
  if (row.number === null) return "—";
  if (row.kind === "vote") return `گزینهٔ ${toPersianDigits(row.number)}`;
  if (row.kind === "visit") return `بازدید ${toPersianDigits(row.number)}`;
  return toPersianDigits(row.number);
}

/** Sender, text, kind, the option or visit number where the type has one, the answer and how it went, the time. */
export function secretaryInboxColumns(withNumber: boolean): DataTableColumn<SecretaryInboxRow>[] {
  return [
    {
      key: "msisdn",
      header: "فرستنده",
      cell: (row) => <MobileNumber value={row.msisdn} />,
      className: "whitespace-nowrap",
    },
    {
      key: "message",
      header: "متن پیام",
      cell: (row) => <p className="max-w-xs break-words whitespace-pre-wrap">{row.message}</p>,
    },
    {
      key: "kind",
      header: "گونه",
      cell: (row) => SECRETARY_INBOX_KIND_TITLES[row.kind],
      className: "whitespace-nowrap",
    },
    ...(withNumber ? [{ key: "number", header: "شماره", cell: numberText, className: "whitespace-nowrap" }] : []),
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
}
