import { PrefetchLink } from "@/components/layout/prefetch-link";
import { LinkButton } from "@/components/layout/link-button";
import { AnsweringStateBadge } from "@/components/ui/auto-answer/answering-state-badge";
import { tehranEndTime } from "@/lib/date/tehran-clock";
import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import type { CodeReaderOut } from "@/lib/contract/code-readers";
import { groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { codeReaderHref } from "../shared/code-reader-links";

const NOWRAP = "whitespace-nowrap";

export interface CodeReaderRowActions {
  onToggle: (reader: CodeReaderOut) => void;
  /** The row whose activation is on its way (its button waits). */
  toggling: number | null;
  onDelete: (reader: CodeReaderOut) => void;
}

/**
 * Title (leading to its page), the line it listens on and the one it answers from, state, end, codes
 * used of all and messages received; then edit, activate or disable, and delete.
 */
export function codeReaderColumns(actions: CodeReaderRowActions): DataTableColumn<CodeReaderOut>[] {
  return [
    {
      key: "title",
      header: "عنوان",
      cell: (reader) => (
        <PrefetchLink
          href={codeReaderHref(reader.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {reader.title}
        </PrefetchLink>
      ),
    },
    {
      key: "receiver",
      header: "خط دریافت",
      cell: (reader) => <LatinText>{lineNumberText(reader.receiver_number)}</LatinText>,
      className: NOWRAP,
    },
    {
      key: "sender",
      header: "خط پاسخ",
      cell: (reader) => <LatinText>{lineNumberText(reader.sender_number)}</LatinText>,
      className: NOWRAP,
    },
    { key: "state", header: "وضعیت", cell: (reader) => <AnsweringStateBadge state={reader} /> },
    { key: "expires", header: "پایان", cell: (reader) => tehranEndTime(reader.expires_at), className: NOWRAP },
    {
      key: "codes",
      header: "کدهای استفاده‌شده",
      cell: (reader) => `${groupDigits(reader.codes_used)} از ${groupDigits(reader.codes_total)}`,
      className: NOWRAP,
    },
    {
      key: "received",
      header: "پیام‌های دریافتی",
      cell: (reader) => groupDigits(reader.received_count),
      className: NOWRAP,
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (reader) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <LinkButton
            href={codeReaderHref(reader.id)}
            variant="secondary"
            size="md"
            aria-label={`ویرایش «${reader.title}»`}
          >
            ویرایش
          </LinkButton>
          <Button
            variant="secondary"
            size="md"
            loading={actions.toggling === reader.id}
            onClick={() => actions.onToggle(reader)}
            aria-label={`${reader.active ? "غیرفعال‌سازی" : "فعال‌سازی"} «${reader.title}»`}
          >
            {reader.active ? "غیرفعال‌سازی" : "فعال‌سازی"}
          </Button>
          <Button
            variant="ghost"
            size="md"
            onClick={() => actions.onDelete(reader)}
            aria-label={`حذف «${reader.title}»`}
          >
            حذف
          </Button>
        </div>
      ),
      className: "text-end",
    },
  ];
}
