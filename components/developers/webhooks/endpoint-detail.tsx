"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useWebhookEndpoints } from "@/lib/api/webhooks";
import { useLiveWebhooks } from "@/lib/api/webhooks-live";
import { WEBHOOK_MESSAGES, type WebhookEndpoint } from "@/lib/contract/webhooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { DeliveryDetailDialog } from "./delivery-detail-dialog";
import { DeliveryLog } from "./delivery-log";
import { EndpointActions } from "./endpoint-actions";
import { EndpointEvents, EndpointState, EndpointStateNote } from "./endpoint-summary";
import { EndpointUrl } from "./endpoint-url";
import { TestSend } from "./test-send";

const LIST_HREF = "/developers/webhooks";

/** /developers/webhooks/{id}: the endpoint, its actions and test message, and its delivery log. */
export function EndpointDetail({ id }: { id: number }) {
  useLiveWebhooks();
  const endpoints = useWebhookEndpoints();
  const endpoint = endpoints.data?.find((row) => row.id === id);
  return (
    <div className="flex flex-col gap-4">
      <DevelopersPagesNav />
      {endpoints.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : endpoints.isError ? (
        <ErrorState
          message={toErrorMessage(endpoints.error)}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
        />
      ) : !endpoint ? (
        <EmptyState className="rounded-xl border border-dashed border-border py-8">
          {WEBHOOK_MESSAGES.endpointNotFound}.{" "}
          <PrefetchLink href={LIST_HREF} className="text-primary hover:underline">
            بازگشت به وب‌هوک‌ها
          </PrefetchLink>
        </EmptyState>
      ) : (
        <EndpointBody endpoint={endpoint} />
      )}
    </div>
  );
}

function EndpointBody({ endpoint }: { endpoint: WebhookEndpoint }) {
  const router = useRouter();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <section
        aria-label="مشخصات وب‌هوک"
        className={`flex flex-col gap-3 rounded-xl border bg-surface p-4 ${endpoint.state === "failing" ? "border-danger/40" : "border-border"}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <EndpointUrl url={endpoint.url} className="text-sm font-medium" />
            {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
            <p className="text-xs text-muted">{`ساخته شده در ${formatJalaliDateTime(endpoint.created_at)}`}</p>
          </div>
          <EndpointState endpoint={endpoint} />
        </div>
        <EndpointStateNote state={endpoint.state} />
        <EndpointEvents events={endpoint.events} />
        <div className="border-t border-border pt-3">
          <EndpointActions endpoint={endpoint} onDeleted={() => router.replace(LIST_HREF)} />
        </div>
        <TestSend endpointId={endpoint.id} onOpenDetail={setOpenId} />
      </section>
      <DeliveryLog endpointId={endpoint.id} />
      <DeliveryDetailDialog deliveryId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
