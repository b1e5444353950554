import type { WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "@/lib/contract/webhooks";
import { ok } from "../support/network";

export const WEBHOOKS = "/api/v1/api/user/webhooks";
export const SECRET = `whsec_${"A".repeat(43)}=`;

export const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7,
  url: "https://shop.example.com/hooks",
  description: "سرور فروشگاه",
  events: ["send.status", "credit.low"],
  state: "active",
  created_at: "2025-03-21T05:00:00.000Z",
  failing_since: null,
  ...overrides,
});

export const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 31,
  message_id: "msg_2c9e4d7a",
  event_type: "send.status",
  state: "delivered",
  attempts: 1,
  last_status: 200,
  last_duration_ms: 42,
  created_at: "2025-03-21T05:00:05.000Z",
  delivered_at: "2025-03-21T05:00:05.000Z",
  next_attempt_at: null,
  ...overrides,
});

export const deliveryDetail = (overrides: Partial<WebhookDeliveryDetail> = {}): WebhookDeliveryDetail => ({
  ...delivery(),
  endpoint_id: 7,
  payload: { type: "send.status", timestamp: "2025-03-21T05:00:05.000Z", data: { send_id: 12, total: 3 } },
  attempts_log: [
    { status: 200, attempted_at: "2025-03-21T05:00:05.000Z", duration_ms: 42, error: null, response: "ok" },
  ],
  ...overrides,
});

/** A page of the delivery log as the upstream answers it. */
export function deliveryPage(rows: WebhookDelivery[], total = rows.length, perPage = 10) {
  return {
    body: {
      data: rows,
      meta: {
        status: true,
        message: null,
        current_page: 1,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from: rows.length ? 1 : null,
        to: rows.length || null,
      },
    },
  };
}

export const endpoints = (rows: WebhookEndpoint[]) => ok(rows);
