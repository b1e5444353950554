"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { LatinText } from "@/components/ui/latin-text";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useDelivery, useRedeliverWebhook } from "@/lib/api/webhooks";
import type { WebhookDeliveryDetail } from "@/lib/contract/webhooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { toPersianDigits } from "@/lib/validation/digits";
import { CodeBlock } from "./code-block";
import { DeliveryStateBadge } from "./state-badges";
import { attemptErrorText, durationText, eventTitle, latestTryOutcome, statusText } from "./webhook-text";

export interface DeliveryDetailDialogProps {
  /** The delivery shown; the dialog is closed without one. */
  deliveryId: number | null;
  onClose: () => void;
}

/** A message of the log: what was sent (its JSON), each try with its answer, and «ارسال مجدد». */
export function DeliveryDetailDialog({ deliveryId, onClose }: DeliveryDetailDialogProps) {
  return (
    <Modal
      open={deliveryId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-w-3xl"
      title={deliveryId === null ? "پیام وب‌هوک" : `پیام وب‌هوک ${toPersianDigits(deliveryId)}`}
    >
      {deliveryId === null ? null : <DeliveryDetail key={deliveryId} id={deliveryId} />}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <dt className="text-muted">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DeliveryDetail({ id }: { id: number }) {
  const delivery = useDelivery(id);
  const redeliver = useRedeliverWebhook();
  if (delivery.isPending) return <Skeleton className="h-64 w-full" />;
  if (delivery.isError) {
    return (
      <ErrorState
        message={toErrorMessage(delivery.error)}
        onRetry={() => void delivery.refetch()}
        retrying={delivery.isFetching}
      />
    );
  }
  const row = delivery.data;
  const outcome = redeliver.isSuccess ? latestTryOutcome(redeliver.data) : null;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="flex flex-col gap-2">
        <Row term="رویداد">{eventTitle(row.event_type)}</Row>
        <Row term="شناسهٔ پیام (webhook-id)">
          <LatinText>{row.message_id}</LatinText>
        </Row>
        <Row term="وضعیت">
          <DeliveryStateBadge state={row.state} />
        </Row>
        <Row term="ساخته شده">{formatJalaliDateTime(row.created_at)}</Row>
        {row.delivered_at ? <Row term="تحویل">{formatJalaliDateTime(row.delivered_at)}</Row> : null}
        {row.next_attempt_at ? <Row term="تلاش بعدی">{formatJalaliDateTime(row.next_attempt_at)}</Row> : null}
      </dl>
      <div className="flex flex-col gap-2">
        <div>
          <Button size="md" loading={redeliver.isPending} onClick={() => redeliver.mutate(row.id)}>
            ارسال مجدد
          </Button>
        </div>
        {outcome ? (
          <Alert tone={outcome.ok ? "info" : "danger"}>{`ارسال مجدد: ${outcome.text}`}</Alert>
        ) : redeliver.isError ? (
          <Alert tone="danger">{toErrorMessage(redeliver.error)}</Alert>
        ) : null}
      </div>
      <section aria-labelledby="payload-title" className="flex flex-col gap-2">
        <h3 id="payload-title" className="font-bold">
          بدنهٔ پیام
        </h3>
        <CodeBlock label="بدنهٔ پیام به JSON">{JSON.stringify(row.payload, null, 2)}</CodeBlock>
      </section>
      <Attempts delivery={row} />
    </div>
  );
}

/** Every try, oldest first: when, the answer's status or why none came, how long, and the answer's start. */
function Attempts({ delivery }: { delivery: WebhookDeliveryDetail }) {
  return (
    <section aria-labelledby="attempts-title" className="flex flex-col gap-2">
      <h3 id="attempts-title" className="font-bold">
        {`تلاش‌ها (${toPersianDigits(delivery.attempts_log.length)})`}
      </h3>
      {delivery.attempts_log.length === 0 ? (
        <p className="text-muted">هنوز تلاشی انجام نشده است.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {delivery.attempts_log.map((attempt, index) => (
            <li
              key={`${attempt.attempted_at}-${index}`}
              className="flex flex-col gap-1.5 rounded-lg border border-border p-3"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{`تلاش ${toPersianDigits(index + 1)}`}</span>
                <span>{formatJalaliDateTime(attempt.attempted_at)}</span>
                <span className={attempt.status !== null && attempt.status < 300 ? "text-success" : "text-danger"}>
                  {`پاسخ: ${statusText(attempt.status)}`}
                </span>
                <span className="text-muted">{durationText(attempt.duration_ms)}</span>
              </div>
              {attempt.error ? (
                <p className="text-danger">
                  {attemptErrorText(attempt.error)}{" "}
                  <bdi dir="ltr" className="latin text-xs break-all text-muted">
                    {`(${attempt.error})`}
                  </bdi>
                </p>
              ) : null}
              {attempt.response ? (
                <CodeBlock label={`پاسخ گیرنده در تلاش ${toPersianDigits(index + 1)}`}>{attempt.response}</CodeBlock>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
