"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { reportKeys, useBulkReport } from "@/lib/api/report";
import type { SendProgress } from "@/lib/contract/socket";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatExactRial, groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { isCancellable } from "@/lib/send/send-states";
import { useOnReconnect } from "@/lib/socket/use-on-reconnect";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { toPersianDigits } from "@/lib/validation/digits";
import { CancelSendButton } from "@/components/ui/cancel-send-button";
import { useStopSend } from "@/lib/send/use-stop-send";
import { useAccess } from "@/lib/auth/access-context";
import { DeliveryProgress } from "./delivery-progress";
import { SendAccepted } from "./send-accepted";
import { SendStateBadge } from "@/components/ui/send-state-badge";

/**
 * The success page of a send (spec §2 `/send-sms/{id}`). With access to reports: its summary, live
 * progress, stop and a way to its report; without (a colleague who only sends): that it was accepted.
 */
export function SendSuccess({ id }: { id: string }) {
  return useAccess().can("reports.view") ? <SendReportCard id={id} /> : <SendAccepted id={id} />;
}

function SendReportCard({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const report = useBulkReport(id);
  const [progress, setProgress] = useState<SendProgress | null>(null);

  useSocketEvent("send.progress", ({ data }) => {
    if (String(data.id) === id) setProgress(data);
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reportKeys.send(id) });
  useOnReconnect(refresh);
  const stop = useStopSend(refresh);
  const canCancel = useAccess().can("reports.cancel");

  if (report.isPending) return <Skeleton className="h-72 rounded-2xl" />;
  if (report.isError)
    return (
      <ErrorState
        message={toErrorMessage(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );

  const send = report.data;
  const state = progress?.state_id ?? send.state_id;
  const scheduled = send.time_send > send.time + 60;

  return (
    <section
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6"
      aria-labelledby="send-done-title"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <PanelIcon name="send" className="size-7" />
        </span>
        <h2 id="send-done-title" className="text-lg font-bold">
          {scheduled ? "ارسال شما زمان‌بندی شد" : "ارسال شما ثبت شد"}
        </h2>
        <p className="text-sm text-muted">
          شناسهٔ ارسال: <strong className="text-text">{toPersianDigits(send.messages_outbox_id)}</strong>
        </p>
        <SendStateBadge state={state} />
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">خط ارسال‌کننده</dt>
        <dd>{lineNumberText(send.number)}</dd>
        <dt className="text-muted">گیرندگان</dt>
        <dd>{groupDigits(send.rcpts_count)}</dd>
        <dt className="text-muted">بخش هر پیامک</dt>
        <dd>{groupDigits(send.part)}</dd>
        <dt className="text-muted">هزینه</dt>
        <dd>{formatExactRial(send.cost)}</dd>
        <dt className="text-muted">{scheduled ? "زمان ارسال" : "ثبت در"}</dt>
        <dd dir="ltr" className="text-end sm:text-start">
          {formatJalaliDateTime(send.time_send * 1000)}
        </dd>
      </dl>

      {send.reject_comment ? (
        <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">{send.reject_comment}</p>
      ) : null}
      {progress ? <DeliveryProgress total={progress.total} statuses={progress.statuses} /> : null}

      <div className="flex flex-wrap justify-center gap-2">
        <PrefetchLink
          href="/send-sms"
          className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
        >
          ارسال جدید
        </PrefetchLink>
        <PrefetchLink
          href={`/reports/${send.messages_outbox_id}`}
          className="inline-flex h-10 items-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2"
        >
          مشاهدهٔ گزارش
        </PrefetchLink>
        {canCancel && isCancellable(state) ? (
          <CancelSendButton sendId={Number(send.messages_outbox_id)} cancel={stop} />
        ) : null}
      </div>
    </section>
  );
}
