import { PrefetchLink } from "@/components/layout/prefetch-link";
import { LinkButton } from "@/components/layout/link-button";
import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import { SECRETARY_TYPE_TITLES, type SecretaryOut, type SecretaryType } from "@/lib/contract/secretaries";
import { groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { secretaryEditHref, secretaryRecipientsHref } from "../shared/secretary-links";
import { AnsweringStateBadge } from "@/components/ui/auto-answer/answering-state-badge";
import { tehranEndTime } from "@/lib/date/tehran-clock";

const NOWRAP = "whitespace-nowrap";

export interface SecretaryRowActions {
  onToggle: (secretary: SecretaryOut) => void;
  /** The row whose activation is on its way (its button waits). */
  toggling: number | null;
  onDelete: (secretary: SecretaryOut) => void;
}

/**
 * Title (leading to what it received), type, the line it listens on and the one it answers from,
 * state, end and how many messages it took; then edit, activate or disable, and delete.
 */
export function secretaryColumns(actions: SecretaryRowActions): DataTableColumn<SecretaryOut>[] {
  return [
    {
      key: "title",
      header: "عنوان",
      cell: (secretary) => (
        <PrefetchLink
          href={secretaryRecipientsHref(secretary.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {secretary.title}
        </PrefetchLink>
      ),
    },
    {
      key: "type",
      header: "نوع",
      cell: (secretary) => SECRETARY_TYPE_TITLES[secretary.type as SecretaryType] ?? "—",
      className: NOWRAP,
    },
    {
      key: "receiver",
      header: "خط دریافت",
      cell: (secretary) => <LatinText>{lineNumberText(secretary.receiver_number)}</LatinText>,
      className: NOWRAP,
    },
    {
      key: "sender",
      header: "خط پاسخ",
      cell: (secretary) => <LatinText>{lineNumberText(secretary.sender_number)}</LatinText>,
      className: NOWRAP,
    },
    { key: "state", header: "وضعیت", cell: (secretary) => <AnsweringStateBadge state={secretary} /> },
    { key: "expires", header: "پایان", cell: (secretary) => tehranEndTime(secretary.expires_at), className: NOWRAP },
    {
      key: "received",
      header: "پیام‌های دریافتی",
      cell: (secretary) => groupDigits(secretary.received_count),
      className: NOWRAP,
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (secretary) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <LinkButton
            href={secretaryEditHref(secretary.id)}
            variant="secondary"
            size="md"
            aria-label={`ویرایش «${secretary.title}»`}
          >
            ویرایش
          </LinkButton>
          <Button
            variant="secondary"
            size="md"
            loading={actions.toggling === secretary.id}
            onClick={() => actions.onToggle(secretary)}
            aria-label={`${secretary.active ? "غیرفعال‌سازی" : "فعال‌سازی"} «${secretary.title}»`}
          >
            {secretary.active ? "غیرفعال‌سازی" : "فعال‌سازی"}
          </Button>
          <Button
            variant="ghost"
            size="md"
            onClick={() => actions.onDelete(secretary)}
            aria-label={`حذف «${secretary.title}»`}
          >
            حذف
          </Button>
        </div>
      ),
      className: "text-end",
    },
  ];
}
