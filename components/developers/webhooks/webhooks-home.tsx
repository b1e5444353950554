"use client";

import { useState } from "react";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useWebhookEndpoints } from "@/lib/api/webhooks";
import { useLiveWebhooks } from "@/lib/api/webhooks-live";
import { WEBHOOK_LIMITS } from "@/lib/contract/webhooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { EndpointCard } from "./endpoint-card";
import { EndpointFormDialog } from "./endpoint-form-dialog";
import { VerifyNote } from "./verify-note";

/** /developers/webhooks: the owner's endpoints, adding one (its secret shown once), and how to verify messages. */
export function WebhooksHome() {
  useLiveWebhooks();
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const count = endpoints.data?.length ?? 0;
  const full = count >= WEBHOOK_LIMITS.perAccount;

  return (
    <div className="flex flex-col gap-4">
      <DevelopersPagesNav />
      <section aria-labelledby="webhooks-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="webhooks-title" className="text-base font-bold">
            نشانی‌های وب‌هوک
            {endpoints.data ? (
              <span className="ms-2 text-sm font-normal text-muted">{`${groupDigits(count)} از ${groupDigits(WEBHOOK_LIMITS.perAccount)}`}</span>
            ) : null}
          </h2>
          <Button onClick={() => setAdding(true)} disabled={!endpoints.data || full}>
            افزودن وب‌هوک
          </Button>
        </div>
        {full ? (
          <Alert tone="info">
            {`هر حساب حداکثر ${groupDigits(WEBHOOK_LIMITS.perAccount)} نشانی وب‌هوک دارد و شما به این سقف رسیده‌اید. برای افزودن نشانی تازه، یکی را حذف کنید؛ یک نشانی می‌تواند چند رویداد را بشنود.`}
          </Alert>
        ) : null}
        {endpoints.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : endpoints.isError ? (
          <ErrorState
            message={toErrorMessage(endpoints.error)}
            onRetry={() => void endpoints.refetch()}
            retrying={endpoints.isFetching}
          />
        ) : endpoints.data.length === 0 ? (
          <EmptyState className="rounded-xl border border-dashed border-border py-8">
            هنوز وب‌هوکی ندارید. نشانی سرور خود را بیفزایید تا رویدادهای حساب، مانند وضعیت تحویل پیامک‌ها، به آن فرستاده
            شود.
          </EmptyState>
        ) : (
          <ul aria-label="وب‌هوک‌ها" className="flex flex-col gap-3">
            {endpoints.data.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </section>
      <VerifyNote />
      <EndpointFormDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
