import type { WebhookDelivery, WebhookEndpoint } from "@/lib/contract/webhooks";
import type { DeliveryRow, EndpointRow } from "./attempt";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** An endpoint as the API shows it: never its secrets. */
export function endpointOut(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint["events"],
    state: row.state as WebhookEndpoint["state"],
    created_at: row.createdAt.toISOString(),
    failing_since: iso(row.failingSince),
  };
}

/** A delivery as its endpoint's log lists it; `next_attempt_at` only while it waits for one. */
export function deliveryOut(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    state: row.state as WebhookDelivery["state"],
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_duration_ms: row.lastDurationMs,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    next_attempt_at: row.state === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}
