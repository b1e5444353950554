import { eq, sql } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryDetail } from "@/lib/contract/webhooks";
import { webhookDeliveries } from "../db/schema";
import { settleDelivery, tryDelivery, type DeliveryRow, type EndpointRow, type WebhookDeps } from "./attempt";
import { attemptsOf } from "./endpoints";
import { webhookPayload } from "./enqueue";
import { deliveryOut } from "./rows";
import { newMessageId } from "./signature";

/** Far enough ahead that the worker never takes a message being tried by hand. */
const HELD_MS = 24 * 3600 * 1000;

export async function deliveryDetail(deps: WebhookDeps, delivery: DeliveryRow): Promise<WebhookDeliveryDetail> {
  const attempts = await attemptsOf(deps.db, delivery.id);
  return {
    ...deliveryOut(delivery),
    endpoint_id: delivery.endpointId,
    payload: delivery.payload as WebhookDeliveryDetail["payload"],
    attempts_log: attempts.map((a) => ({
      status: a.status,
      attempted_at: a.attemptedAt.toISOString(),
      duration_ms: a.durationMs,
      error: a.error,
      response: a.response,
    })),
  };
}

async function reread(deps: WebhookDeps, id: number): Promise<DeliveryRow> {
  const [row] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

/** «ارسال آزمایشی»: a `webhook.test` message tried once, now; answers how it went. */
export async function sendTestMessage(deps: WebhookDeps, endpoint: EndpointRow): Promise<WebhookDeliveryDetail> {
  const [delivery] = await deps.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      payload: webhookPayload(WEBHOOK_TEST_EVENT, {
        endpoint_id: endpoint.id,
        message: "این یک پیام آزمایشی وب‌هوک است",
      }),
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + HELD_MS),
    })
    .returning();
  const result = await tryDelivery(deps, delivery!, endpoint);
  await settleDelivery(deps, delivery!, endpoint, result, "failed");
  return deliveryDetail(deps, await reread(deps, delivery!.id));
}

/**
 * Tries a message again now, with its same `webhook-id` (receivers drop repeats by it). One still
 * waiting for its retries keeps its schedule when this try fails; a settled one keeps its state.
 */
export async function redeliver(
  deps: WebhookDeps,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
): Promise<WebhookDeliveryDetail> {
  const wasPending = delivery.state === "pending";
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      ...(wasPending ? { nextAttemptAt: new Date(Date.now() + HELD_MS) } : {}),
    })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  const result = await tryDelivery(deps, claimed!, endpoint);
  await settleDelivery(deps, claimed!, endpoint, result, wasPending ? "schedule" : "keep");
  return deliveryDetail(deps, await reread(deps, delivery.id));
}
