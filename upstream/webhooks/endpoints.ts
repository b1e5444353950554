import { and, asc, count, desc, eq } from "drizzle-orm";
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEndpointRequest } from "@/lib/contract/webhooks";
import type { Db } from "../db/client";
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import type { EndpointRow } from "./attempt";
import { newWebhookSecret } from "./signature";
import { refusedAtCreate, type Resolver } from "./url-guard";

/** The account's endpoint, or 404 as for an unknown one (another account's too). */
export async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return row;
}

export const listEndpoints = (db: Db, userId: number) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.id));

/** Refuses, beside `url`, an address on a private network (unless WEBHOOKS_ALLOW_PRIVATE). */
export async function checkReachable(url: string, allowPrivate: boolean, resolve: Resolver): Promise<void> {
  if (await refusedAtCreate(new URL(url), allowPrivate, resolve)) {
    throw validationFailed({ url: [WEBHOOK_MESSAGES.urlPrivate] });
  }
}

/** A new endpoint with a new secret; at most WEBHOOK_LIMITS.perAccount, counted under the account's lock. */
export async function createEndpoint(db: Db, userId: number, input: WebhookEndpointRequest): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if ((held?.n ?? 0) >= WEBHOOK_LIMITS.perAccount) {
      throw new ApiFailure(422, WEBHOOK_MESSAGES.tooMany, MESSAGE_CODES.validation);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: input.url,
        description: input.description || null,
        events: input.events,
        secret: newWebhookSecret(),
      })
      .returning();
    return row!;
  });
}

export async function updateEndpoint(db: Db, endpoint: EndpointRow, input: WebhookEndpointRequest) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ url: input.url, description: input.description || null, events: input.events, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row!;
}

/** A new secret; the previous one keeps signing beside it for the overlap. */
export async function rotateSecret(db: Db, endpoint: EndpointRow): Promise<EndpointRow> {
  const now = new Date();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), previousSecret: endpoint.secret, secretRotatedAt: now, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row!;
}

export async function enableEndpoint(db: Db, endpoint: EndpointRow): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ state: "active", failingSince: null, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row!;
}

/** Stopped by its owner: nothing is queued for it or sent to it until it is enabled again. */
export async function disableEndpoint(db: Db, endpoint: EndpointRow): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ state: "disabled", failingSince: null, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row!;
}

export async function deliveryPage(db: Db, endpointId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One of the account's deliveries with its endpoint, or 404 as for an unknown one. */
export async function ownDelivery(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}

export const attemptsOf = (db: Db, deliveryId: number) =>
  db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
