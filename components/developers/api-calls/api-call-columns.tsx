import { PrefetchLink } from "@/components/layout/prefetch-link";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import type { ApiCallRow } from "@/lib/contract/api-keys";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";
import { StatusBadge } from "./status-badge";

const NOWRAP = "whitespace-nowrap";

/** An address the log could not tell reads «نامعلوم». */
export const AddressText = ({ address }: { address: string | null }) =>
  address ? <LatinText>{address}</LatinText> : <span>نامعلوم</span>;

/** The method and path read left to right; the path may break anywhere on a narrow screen. */
function PathLink({ row, href }: { row: ApiCallRow; href: string }) {
  return (
    <PrefetchLink
      href={href}
      dir="ltr"
      className="latin font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
    >
      {row.path}
    </PrefetchLink>
  );
}

/** When, which key, method, path (leading to the call), status, duration and the caller's address. */
export function apiCallColumns(detailHref: (id: number) => string): DataTableColumn<ApiCallRow>[] {
  return [
    { key: "when", header: "زمان", cell: (row) => formatJalaliDateTime(row.created_at), className: NOWRAP },
    { key: "key", header: "کلید", cell: (row) => row.key_title },
    {
      key: "method",
      header: "روش",
      cell: (row) => <LatinText>{row.method}</LatinText>,
      className: `${NOWRAP} font-bold`,
    },
    { key: "path", header: "مسیر", cell: (row) => <PathLink row={row} href={detailHref(row.id)} /> },
    { key: "status", header: "وضعیت", cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: "duration",
      header: "مدت (میلی‌ثانیه)",
      cell: (row) => groupDigits(row.duration_ms),
      className: NOWRAP,
    },
    { key: "address", header: "نشانی IP", cell: (row) => <AddressText address={row.client_address} /> },
  ];
}
