import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { smsTexts } from "../auth/sms-texts";
import { deliverSms } from "../sms/operator";
import { publishLive } from "../socket/live-events";
import { postWebhook, type PostResult } from "./post";
import { DISABLE_AFTER_FAILING_SECONDS, nextAttemptAt } from "./schedule";
import { signatureHeader } from "./signature";
import { destinationOf, type Resolver } from "./url-guard";

/** What delivering needs: the database, the settings and how host names are resolved. */
export interface WebhookDeps {
  db: Db;
  allowPrivate: boolean;
  /** WEBHOOK_BACKOFF_SCALE. */
  scale: number;
  resolve: Resolver;
}

/** The previous secret keeps signing beside the new one this long after a rotation. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The secrets a message is signed with now: the current one, and the previous one during a rotation's overlap. */
function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
  const overlap =
    endpoint.previousSecret !== null &&
    endpoint.secretRotatedAt !== null &&
    now.getTime() - endpoint.secretRotatedAt.getTime() < ROTATION_OVERLAP_MS;
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** One try of a delivery (already claimed by the caller), recorded in its attempts. */
export async function tryDelivery(
  deps: WebhookDeps,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
): Promise<PostResult> {
  const now = new Date();
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const url = new URL(endpoint.url);
  let result: PostResult;
  const started = performance.now();
  try {
    const pinned = await destinationOf(url, deps.allowPrivate, deps.resolve);
    result = await postWebhook(
      url,
      pinned,
      {
        "user-agent": "IPPanel-Webhooks/1",
        "webhook-id": delivery.messageId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signatureHeader(signingSecrets(endpoint, now), delivery.messageId, timestamp, body),
      },
      body,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    result = { status: null, durationMs: Math.round(performance.now() - started), error: reason, response: null };
  }
  await deps.db.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    attemptedAt: now,
    status: result.status,
    durationMs: result.durationMs,
    error: result.error,
    response: result.response,
  });
  return result;
}

const isDelivered = (result: PostResult) => result.status !== null && result.status >= 200 && result.status < 300;

/**
 * What a failed try leads to: `schedule`, the next try by the backoff (failed when the day is up,
 * and the endpoint then failing); `keep`, the state it had (a redelivery of a settled message);
 * `failed` (a test message is tried once).
 */
export type OnFailure = "schedule" | "keep" | "failed";

/** Records a try's outcome on the delivery and, when a message finally fails, on its endpoint. */
export async function settleDelivery(
  deps: WebhookDeps,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
  result: PostResult,
  onFailure: OnFailure,
): Promise<void> {
  const now = new Date();
  const last = {
    lastStatus: result.status,
    lastError: result.error,
    lastResponse: result.response,
    lastDurationMs: result.durationMs,
  };
  if (isDelivered(result)) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...last, state: "delivered", deliveredAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    // A failing endpoint that takes a message again is active again.
    if (onFailure === "schedule" && endpoint.state === "failing") {
      await deps.db
        .update(webhookEndpoints)
        .set({ state: "active", failingSince: null, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.state, "failing")));
    }
    return;
  }
  if (onFailure === "keep") {
    await deps.db.update(webhookDeliveries).set(last).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const next = onFailure === "schedule" ? nextAttemptAt(delivery.createdAt, delivery.attempts, now, deps.scale) : null;
  await deps.db
    .update(webhookDeliveries)
    .set(next ? { ...last, state: "pending", nextAttemptAt: next } : { ...last, state: "failed" })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (!next && onFailure === "schedule") await endpointFailed(deps, endpoint, now);
}

/**
 * A message failed for its whole retry window: an active endpoint becomes failing and its owner
 * is told once, on the live socket and by SMS; one failing for five days is disabled.
 */
async function endpointFailed(deps: WebhookDeps, endpoint: EndpointRow, now: Date): Promise<void> {
  const [marked] = await deps.db
    .update(webhookEndpoints)
    .set({ state: "failing", failingSince: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.state, "active")))
    .returning({ id: webhookEndpoints.id });
  if (marked) {
    await publishLive(deps.db, endpoint.userId, {
      event: "webhook.failing",
      data: { endpoint_id: endpoint.id, url: endpoint.url },
    });
    const [owner] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, endpoint.userId));
    if (owner) await deliverSms(deps.db, owner.mobile, smsTexts.webhookFailing(endpoint.url));
    return;
  }
  const disableBefore = new Date(now.getTime() - DISABLE_AFTER_FAILING_SECONDS * 1000 * deps.scale);
  await deps.db
    .update(webhookEndpoints)
    .set({ state: "disabled", updatedAt: now })
    .where(
      and(
        eq(webhookEndpoints.id, endpoint.id),
        eq(webhookEndpoints.state, "failing"),
        lt(webhookEndpoints.failingSince, disableBefore),
      ),
    );
}
