import type { DataTableColumn } from "@/components/ui/table";
import type { RecipientReportRow } from "@/lib/contract/report";
import { groupDigits } from "@/lib/format/money";
import { toMsisdn } from "@/lib/validation/mobile";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { LatinText } from "@/components/ui/latin-text";

/** A recipient as the page lists it (its place on the page keeps rows of one number apart). */
export type RecipientRow = RecipientReportRow & { key: string };

/** A number as the panel writes mobiles (98…). */
const recipientNumber = (recipient: string) => toMsisdn(recipient) ?? recipient.replace(/^\+/, "");

export const RECIPIENT_COLUMNS: DataTableColumn<RecipientRow>[] = [
  {
    key: "recipient",
    header: "شماره گیرنده",
    cell: (row) => <LatinText>{recipientNumber(row.recipient)}</LatinText>,
    className: "whitespace-nowrap",
  },
  { key: "status", header: "وضعیت تحویل", cell: (row) => <DeliveryStatusBadge status={row.message_status} /> },
  { key: "parts", header: "تعداد بخش", cell: (row) => groupDigits(row.msg_parts) },
  {
    key: "message",
    header: "متن پیام",
    cell: (row) => <span className="line-clamp-2 max-w-md break-words whitespace-pre-line">{row.message ?? "—"}</span>,
  },
];
