import { and, eq, ne, sql } from "drizzle-orm";
import type { WebhookEvent } from "@/lib/contract/webhooks";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import type { SendProgress } from "../sending/progress";
import { rowsOf } from "../banks/sql-rows";
import { newMessageId } from "./signature";

/** Delivery-status messages of one send to one endpoint are at least this far apart. */
const SEND_STATUS_EVERY_MS = 1000;

const subscribed = (userId: number, type: string) =>
  and(
    eq(webhookEndpoints.userId, userId),
    ne(webhookEndpoints.state, "disabled"),
    sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
  );

/** The JSON body a message carries: `{type, timestamp, data}`. */
export const webhookPayload = (type: string, data: unknown) => ({ type, timestamp: new Date().toISOString(), data });

/**
 * Queues one message of an event for every endpoint of the account that takes it, in one insert;
 * answers whether any was queued.
 */
export async function enqueueEvent(db: Db, userId: number, type: WebhookEvent, data: unknown): Promise<boolean> {
  const payload = JSON.stringify(webhookPayload(type, data));
  const queued = await db.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, message_id, event_type, payload)
    select ${webhookEndpoints.id}, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, ${payload}::jsonb
    from ${webhookEndpoints}
    where ${subscribed(userId, type)}
    returning 1`);
  return rowsOf(queued).length > 0;
}

/**
 * A send's delivery statuses for every endpoint that takes `send.status`, gathered per endpoint
 * and send (`batch_key`): a message not yet tried takes the newer counts; otherwise a new one is
 * queued a second later, so each endpoint hears of one send at most once a second.
 */
export async function enqueueSendStatus(db: Db, userId: number, progress: SendProgress): Promise<boolean> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(subscribed(userId, "send.status"));
  const payload = webhookPayload("send.status", {
    send_id: progress.id,
    state_id: progress.state_id,
    total: progress.total,
    statuses: progress.statuses,
  });
  const batchKey = `send:${progress.id}`;
  for (const endpoint of endpoints) {
    const [gathered] = await db
      .update(webhookDeliveries)
      .set({ payload })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.batchKey, batchKey),
          eq(webhookDeliveries.state, "pending"),
          eq(webhookDeliveries.attempts, 0),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (gathered) continue;
    await db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: "send.status",
      batchKey,
      payload,
      nextAttemptAt: new Date(Date.now() + SEND_STATUS_EVERY_MS),
    });
  }
  return false;
}
