import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { formatJalaliDate, formatJalaliDateTime } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";

export const API_CALLS_HREF = "/developers/api-calls";

/** The calls log showing only this key's calls. */
const keyCallsHref = (id: number) => `${API_CALLS_HREF}?key=${id}`;

export interface ApiKeyRowActions {
  onShow: (key: ApiKeyRow) => void;
  onDelete: (key: ApiKeyRow) => void;
  /** Whether the member may open the calls log (its own permission). */
  canOpenCalls: boolean;
}

function AllowedAddresses({ addresses }: { addresses: readonly string[] }) {
  if (addresses.length === 0) return <span className="text-warning">هر نشانی</span>;
  return (
    <ul className="flex flex-col items-start gap-0.5">
      {addresses.map((address) => (
        <li key={address} className="text-sm">
          <LatinText>{address}</LatinText>
        </li>
      ))}
    </ul>
  );
}

function CallsToday({ apiKey, linked }: { apiKey: ApiKeyRow; linked: boolean }) {
  const count = `${groupDigits(apiKey.calls_today)} فراخوانی`;
  if (!linked) return count;
  return (
    <PrefetchLink
      href={keyCallsHref(apiKey.id)}
      aria-label={`${count} امروز؛ گزارش فراخوانی‌های کلید «${apiKey.title}»`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {count}
    </PrefetchLink>
  );
}

/** Title and prefix, allowed addresses, created, last used, calls today (leading to its log), and its actions. */
export function apiKeyColumns({ onShow, onDelete, canOpenCalls }: ApiKeyRowActions): DataTableColumn<ApiKeyRow>[] {
  return [
    {
      key: "title",
      header: "عنوان",
      cell: (key) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{key.title}</span>
          <span className="text-xs text-muted">
            <LatinText>{`${key.prefix}…`}</LatinText>
          </span>
        </span>
      ),
    },
    {
      key: "addresses",
      header: "نشانی‌های مجاز",
      cell: (key) => <AllowedAddresses addresses={key.allowed_addresses} />,
    },
    {
      key: "created",
      header: "ساخته‌شده",
      cell: (key) => formatJalaliDate(key.created_at),
      className: "whitespace-nowrap",
    },
    {
      key: "last-used",
      header: "آخرین استفاده",
      cell: (key) => (key.last_used_at ? formatJalaliDateTime(key.last_used_at) : "هنوز استفاده نشده"),
      className: "whitespace-nowrap",
    },
    {
      key: "calls-today",
      header: "فراخوانی امروز",
      cell: (key) => <CallsToday apiKey={key} linked={canOpenCalls} />,
      className: "whitespace-nowrap",
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (key) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <Button variant="secondary" size="md" onClick={() => onShow(key)} aria-label={`نمایش کلید «${key.title}»`}>
            نمایش کلید
          </Button>
          <Button variant="ghost" size="md" onClick={() => onDelete(key)} aria-label={`حذف کلید «${key.title}»`}>
            حذف
          </Button>
        </div>
      ),
      className: "text-end",
    },
  ];
}
