import { sql } from "drizzle-orm";
import { DELIVERY_STATUSES } from "@/lib/contract/send";
import { sendRecipients } from "../db/schema";

/**
 * The simulated operator's plan for one recipient, fixed by (send id, position) so a run can be
 * repeated: handed over (0), it reaches the telecom (1) 300–1299 ms later, then 500–1499 ms after
 * that its handset (2), or for about one recipient in ten it is not reached (3).
 * `deliverySeed` and `SEED_SQL` must compute the same number.
 */
function deliverySeed(sendId: number, position: number): number {
  return ((sendId % 1_000_003) * 7919 + position * 104_729) % 1000;
}

export function deliveryPlan(sendId: number, position: number) {
  const seed = deliverySeed(sendId, position);
  return {
    telecomAfterMs: 300 + seed,
    finalAfterMs: 500 + ((seed * 37) % 1000),
    final: (seed * 53) % 100 < 10 ? DELIVERY_STATUSES.notReached : DELIVERY_STATUSES.handset,
  };
}

const SEED_SQL = sql`((${sendRecipients.sendId} % 1000003) * 7919 + ${sendRecipients.position}::bigint * 104729) % 1000`;

/** Recipients whose telecom moment has come (status 0, counted from when they were handed over). */
export const telecomDue = sql`${sendRecipients.updatedAt} <= now() - (300 + ${SEED_SQL}) * interval '1 millisecond'`;

/** Recipients whose final moment has come (status 1, counted from when they reached the telecom). */
export const finalDue = sql`${sendRecipients.updatedAt} <= now() - (500 + (${SEED_SQL} * 37) % 1000) * interval '1 millisecond'`;

/** The final status of a recipient whose moment has come. */
export const finalStatus = sql<number>`case when (${SEED_SQL} * 53) % 100 < 10 then ${sql.raw(String(DELIVERY_STATUSES.notReached))} else ${sql.raw(String(DELIVERY_STATUSES.handset))} end`;

/**
 * The operator's route for one-time codes (pattern sends, sending/pattern-lane.ts): a code reaches
 * the telecom 100–299 ms after it is handed over and the handset 100–399 ms after that, and always
 * reaches it; the moments are fixed by (send id, position) like the bulk plan's. Counted on the
 * clock, not the transaction's start, so a long transaction does not make a code early.
 */
export const codeTelecomDue = sql`${sendRecipients.updatedAt} <= clock_timestamp() - (100 + ${SEED_SQL} % 200) * interval '1 millisecond'`;

/** Code recipients whose handset moment has come (status 1, counted from when they reached the telecom). */
export const codeHandsetDue = sql`${sendRecipients.updatedAt} <= clock_timestamp() - (100 + (${SEED_SQL} * 37) % 300) * interval '1 millisecond'`;
