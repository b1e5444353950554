"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { SendStateBadge } from "@/components/ui/send-state-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useBulkReport, useLiveSendReport, useRecipients } from "@/lib/api/report";
import { useAccess } from "@/lib/auth/access-context";
import { DELIVERY_STATUS_TITLES, NOT_HANDED_OVER_TITLE } from "@/lib/contract/report";
import type { DeliveryStatus } from "@/lib/contract/send";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";

const THE_RECIPIENT = { page: 1, perPage: 1 } as const;

/**
 * A test send after it was accepted: followed live to the phone (the send's state and where its one
 * message is), with the way to its report. A member who does not read reports learns its id only.
 */
export function TestSendDelivery({ id }: { id: string }) {
  const canReadReports = useAccess().can("reports.view");
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success-soft/40 p-4">
      <p role="status" className="text-sm font-bold">
        پیامک آزمایشی ثبت شد؛ شناسهٔ ارسال: <span className="font-bold">{toPersianDigits(id)}</span>
      </p>
      {canReadReports ? <DeliveryState id={id} /> : null}
      {canReadReports ? (
        <PrefetchLink
          href={`/reports/${id}`}
          className="inline-flex h-10 w-fit items-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2"
        >
          مشاهدهٔ گزارش
        </PrefetchLink>
      ) : null}
    </div>
  );
}

/** The send's state and its message's delivery, read again on each of its live events. */
function DeliveryState({ id }: { id: string }) {
  useLiveSendReport(id);
  const report = useBulkReport(id);
  const recipients = useRecipients(id, THE_RECIPIENT);
  if (report.isPending || recipients.isPending) return <Skeleton className="h-14" />;
  if (report.isError || recipients.isError) {
    const failed = report.isError ? report : recipients;
    return (
      <ErrorState
        message={toErrorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  const status = recipients.data.data[0]?.message_status ?? null;
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">وضعیت ارسال</dt>
      <dd>
        <SendStateBadge state={report.data.state_id} />
      </dd>
      <dt className="text-muted">وضعیت پیامک</dt>
      <dd role="status" className="font-bold">
        {status === null ? NOT_HANDED_OVER_TITLE : DELIVERY_STATUS_TITLES[status as DeliveryStatus]}
      </dd>
    </dl>
  );
}
