import type { DataTableColumn } from "@/components/ui/table";
import type { WebhookDelivery } from "@/lib/contract/webhooks";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { toPersianDigits } from "@/lib/validation/digits";
import { DeliveryStateBadge } from "./state-badges";
import { durationText, eventTitle, statusText } from "./webhook-text";

/** The log's columns: event, time, state (and the next try while waiting), answer, duration, tries, and the detail. */
export function deliveryColumns(onOpen: (row: WebhookDelivery) => void): DataTableColumn<WebhookDelivery>[] {
  return [
    { key: "event", header: "رویداد", cell: (row) => eventTitle(row.event_type) },
    {
      key: "created_at",
      header: "زمان",
      cell: (row) => formatJalaliDateTime(row.created_at),
      className: "whitespace-nowrap",
    },
    {
      key: "state",
      header: "وضعیت",
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <DeliveryStateBadge state={row.state} />
          {row.next_attempt_at ? (
            <span className="text-xs text-muted">{`تلاش بعدی ${formatJalaliDateTime(row.next_attempt_at)}`}</span>
          ) : null}
        </span>
      ),
    },
    { key: "status", header: "پاسخ", cell: (row) => statusText(row.last_status) },
    {
      key: "duration",
      header: "مدت",
      cell: (row) => (row.last_duration_ms === null ? "—" : durationText(row.last_duration_ms)),
      className: "whitespace-nowrap",
    },
    { key: "attempts", header: "تلاش‌ها", cell: (row) => toPersianDigits(row.attempts) },
    {
      key: "detail",
      header: <span className="sr-only">جزئیات</span>,
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpen(row)}
          aria-label={`جزئیات پیام ${toPersianDigits(row.id)}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          جزئیات
        </button>
      ),
    },
  ];
}
