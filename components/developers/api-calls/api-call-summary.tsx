import type { ReactNode } from "react";
import type { ApiCallDetail } from "@/lib/contract/api-keys";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { AddressText } from "./api-call-columns";
import { StatusBadge } from "./status-badge";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="min-w-0 text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Everything of the call's row: when, key, method and path, status, duration, address. */
export function ApiCallSummary({ call }: { call: ApiCallDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-border bg-surface p-4 md:grid-cols-4 md:p-6">
      <Fact term="زمان">{formatJalaliDateTime(call.created_at)}</Fact>
      <Fact term="کلید">{call.key_title}</Fact>
      <Fact term="وضعیت پاسخ">
        <StatusBadge status={call.status} />
      </Fact>
      <Fact term="مدت">{`${groupDigits(call.duration_ms)} میلی‌ثانیه`}</Fact>
      <div className="col-span-2 flex min-w-0 flex-col gap-1">
        <dt className="text-xs text-muted">درخواست</dt>
        <dd dir="ltr" className="latin text-start text-sm font-medium wrap-anywhere">
          <span className="font-bold">{call.method}</span> {call.path}
        </dd>
      </div>
      <Fact term="نشانی IP">
        <AddressText address={call.client_address} />
      </Fact>
      <Fact term="شناسهٔ فراخوانی">{toPersianDigits(call.id)}</Fact>
    </dl>
  );
}
