"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Skeleton } from "@/components/ui/skeleton";
import { useLastDelivery } from "@/lib/api/webhooks";
import type { WebhookEndpoint } from "@/lib/contract/webhooks";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { EndpointActions } from "./endpoint-actions";
import { EndpointEvents, EndpointState, EndpointStateNote } from "./endpoint-summary";
import { EndpointUrl } from "./endpoint-url";
import { DeliveryStateBadge } from "./state-badges";
import { eventTitle, statusText } from "./webhook-text";

const endpointHref = (id: number) => `/developers/webhooks/${id}`;

/** The endpoint's newest message: when, what, and how it went. */
function LastDelivery({ endpointId }: { endpointId: number }) {
  const last = useLastDelivery(endpointId);
  if (last.isPending) return <Skeleton className="h-5 w-48" />;
  if (last.isError) return <span className="text-muted">خوانده نشد</span>;
  if (!last.data) return <span className="text-muted">هنوز پیامی فرستاده نشده است</span>;
  const row = last.data;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{formatJalaliDateTime(row.created_at)}</span>
      <span className="text-muted">{eventTitle(row.event_type)}</span>
      <DeliveryStateBadge state={row.state} />
      {row.last_status !== null ? <span className="text-muted">{`پاسخ ${statusText(row.last_status)}`}</span> : null}
    </span>
  );
}

/** One endpoint in the list: its URL (to its page and log), description, state, events, last message and actions. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const tone = endpoint.state === "failing" ? "border-danger/40" : "border-border";
  return (
    <li className={`flex flex-col gap-3 rounded-xl border bg-surface p-4 ${tone}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <PrefetchLink href={endpointHref(endpoint.id)} className="text-sm font-medium text-primary hover:underline">
            <EndpointUrl url={endpoint.url} />
          </PrefetchLink>
          {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
        </div>
        <EndpointState endpoint={endpoint} />
      </div>
      <EndpointStateNote state={endpoint.state} />
      <EndpointEvents events={endpoint.events} />
      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
        <span className="font-medium">آخرین ارسال:</span>
        <LastDelivery endpointId={endpoint.id} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <EndpointActions endpoint={endpoint} />
        <PrefetchLink href={endpointHref(endpoint.id)} className="text-sm font-medium text-primary hover:underline">
          گزارش ارسال‌ها و ارسال آزمایشی
        </PrefetchLink>
      </div>
    </li>
  );
}
