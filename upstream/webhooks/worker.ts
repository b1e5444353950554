import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { settleDelivery, tryDelivery, type DeliveryRow, type WebhookDeps } from "./attempt";
import { DELIVERY_TIMEOUT_MS } from "./post";

/** Deliveries tried at once by one upstream process. */
const CONCURRENCY = 4;
/** A claimed delivery is not taken by another process for this long (a try lasts at most 10 s). */
const CLAIM_LEASE_MS = DELIVERY_TIMEOUT_MS * 6;

export interface WebhookWorker {
  /** Look for due deliveries now (a message was just queued). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Claims due deliveries (pending, `next_attempt_at` passed, endpoint not disabled): locked with
 * SKIP LOCKED so processes sharing one PostgreSQL never take the same one, their try counted and
 * their next look pushed past a lease, so a process that dies mid-try leaves them to another.
 */
async function claimDue(deps: WebhookDeps, limit: number): Promise<DeliveryRow[]> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.state, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
          ne(webhookEndpoints.state, "disabled"),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

async function deliver(deps: WebhookDeps, delivery: DeliveryRow): Promise<void> {
  const [endpoint] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!endpoint) return;
  const result = await tryDelivery(deps, delivery, endpoint);
  await settleDelivery(deps, delivery, endpoint, result, "schedule");
}

/** Tries due deliveries every `pollMs` (and at once when kicked), a few at a time, until stopped. */
export function startWebhookWorker(deps: WebhookDeps, pollMs: number): WebhookWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const round = async () => {
    for (;;) {
      const claimed = await claimDue(deps, CONCURRENCY);
      await Promise.all(
        claimed.map((d) =>
          deliver(deps, d).catch((error: unknown) =>
            console.error(`upstream: webhook delivery ${d.id} failed:`, error),
          ),
        ),
      );
      if (stopped || claimed.length < CONCURRENCY) return;
    }
  };
  const look = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => console.error("upstream: the webhook worker failed a round:", error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          look();
        }
      });
  };
  const tick = () => {
    look();
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  timer = setTimeout(tick, pollMs);

  return {
    kick: look,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
