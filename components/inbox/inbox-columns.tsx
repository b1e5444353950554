import { Button } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/table";
import { INBOX_TYPE_TITLES, type InboxType } from "@/lib/contract/inbox";
import type { InboxMessage } from "@/lib/contract/inbox-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { lineNumberText } from "@/lib/send/line-label";
import { ReadState } from "./read-state";
import { SenderNumber, senderText } from "./sender-number";
import { LatinText } from "@/components/ui/latin-text";

export interface InboxRowActions {
  /** Absent for a colleague whose role reads the inbox without managing it. */
  onMarkRead?: (message: InboxMessage) => void;
  /** The message being marked read, if any: its button waits. */
  markingId: number | null;
}

/** A «11» or «12» reply says so beside its text. */
function MessageText({ message }: { message: InboxMessage }) {
  const type = INBOX_TYPE_TITLES[message.type as InboxType];
  return (
    <div className="flex max-w-md flex-col gap-1">
      <p className={`break-words whitespace-pre-wrap ${message.seen === "0" ? "font-medium" : ""}`}>
        {message.message}
      </p>
      {message.type !== "normal" && type ? (
        <span className="w-fit rounded bg-warning-soft px-1.5 text-xs text-warning">{type}</span>
      ) : null}
    </div>
  );
}

/** Sender, receiving line, text, Jalali date-time, read state, and a button to mark an unread one read. */
export function inboxColumns({ onMarkRead, markingId }: InboxRowActions): DataTableColumn<InboxMessage>[] {
  return [
    { key: "from", header: "فرستنده", cell: (m) => <SenderNumber value={m.from} /> },
    {
      key: "number",
      header: "خط دریافت‌کننده",
      cell: (m) => <LatinText>{lineNumberText(m.number)}</LatinText>,
    },
    { key: "message", header: "متن پیام", cell: (m) => <MessageText message={m} /> },
    {
      key: "time",
      header: "زمان دریافت",
      cell: (m) => formatJalaliDateTime(m.time * 1000),
      className: "whitespace-nowrap",
    },
    { key: "seen", header: "وضعیت", cell: (m) => <ReadState seen={m.seen === "1"} /> },
    {
      key: "actions",
      header: <span className="sr-only">عملیات</span>,
      cell: (m) =>
        m.seen === "0" && onMarkRead ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMarkRead(m)}
            loading={markingId === m.messages_inbox_id}
            aria-label={`خواندم: پیام ${senderText(m.from)}`}
          >
            خواندم
          </Button>
        ) : null,
      className: "text-end",
    },
  ];
}
