import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { outgoingText } from "@/lib/sms/message-parts";
import type { Tx } from "../db/client";
import { outbox, sendRecipients, senderLines, sends } from "../db/schema";
import type { SocketEvent } from "@/lib/contract/socket";
import { codeHandsetDue, codeTelecomDue } from "./delivery-plan";
import { notifyInTransaction } from "./notify-in-transaction";
import { NO_STATUSES, PROGRESS_EVERY_MS, progressKey, type SendProgress } from "./progress";
import { finishIfSettled } from "./settle";

/** The sending type that takes the lane: one-time codes and other pattern sends, one recipient each. */
export const PATTERN_SENDING_TYPE = "pattern";

/** Sends the lane moves per step; a step is a few statements whatever the number. */
const LANE_BATCH = 2000;

interface InFlight {
  id: number;
  userId: number;
  stateId: number;
  lineId: number;
  message: string | null;
  cancelSuffix: boolean;
  recipientCount: number;
  dispatched: number;
  lineShared: boolean;
  progressKey: string | null;
  progressAt: Date | null;
  msisdn: string;
  /** The recipient's delivery status before this step; null while not handed over. */
  status: number | null;
  telecomDue: boolean;
  handsetDue: boolean;
}

export interface LaneStep {
  /** Owners whose credit changed (a refund), to tell once the step is committed. */
  refunded: number[];
}

const ids = (rows: readonly InFlight[]) => sql.param(rows.map((r) => r.id));
const literal = (value: number) => sql.raw(String(value));

/**
 * One step of the lane: every pattern send in flight (sending, or cancelled and not yet settled)
 * moves on, all at once, in the transaction the caller holds. A code, handed to the operator's
 * code route when it was stored (pattern-intake.ts), reaches the telecom and the handset on that
 * route's plan (delivery-plan.ts) and lands in the outbox; its send then settles as every send
 * does (state 6; a number kept out by the blacklist or cancel11, status 4, is refunded), and its
 * progress goes out with the commit. A pattern send has one recipient, so each statement covers
 * every send of the step. The sends' rows are locked `FOR UPDATE SKIP LOCKED`, so processes
 * sharing a database share the lane.
 */
export async function advancePatternSends(tx: Tx): Promise<LaneStep> {
  const rows: InFlight[] = await tx
    .select({
      id: sends.id,
      userId: sends.userId,
      stateId: sends.stateId,
      lineId: sends.lineId,
      message: sends.message,
      cancelSuffix: sends.cancelSuffix,
      recipientCount: sends.recipientCount,
      dispatched: sends.dispatched,
      lineShared: senderLines.shared,
      progressKey: sends.progressKey,
      progressAt: sends.progressAt,
      msisdn: sendRecipients.msisdn,
      status: sendRecipients.status,
      telecomDue: sql<boolean>`coalesce(${sendRecipients.status} = ${literal(DELIVERY_STATUSES.sent)} and ${codeTelecomDue}, false)`,
      handsetDue: sql<boolean>`coalesce(${sendRecipients.status} = ${literal(DELIVERY_STATUSES.telecom)} and ${codeHandsetDue}, false)`,
    })
    .from(sends)
    .innerJoin(senderLines, eq(senderLines.id, sends.lineId))
    .innerJoin(sendRecipients, and(eq(sendRecipients.sendId, sends.id), eq(sendRecipients.position, 0)))
    .where(
      and(
        eq(sends.sendingType, PATTERN_SENDING_TYPE),
        inArray(sends.stateId, [SEND_STATES.sending, SEND_STATES.cancelled]),
        isNull(sends.finishedAt),
      ),
    )
    .orderBy(asc(sends.id))
    .limit(LANE_BATCH)
    .for("update", { of: sends, skipLocked: true });
  if (rows.length === 0) return { refunded: [] };

  const status = new Map<number, number | null>(rows.map((r) => [r.id, r.status]));
  const reachTelecom = rows.filter((r) => r.telecomDue);
  if (reachTelecom.length > 0) {
    await tx
      .update(sendRecipients)
      .set({ status: DELIVERY_STATUSES.telecom, updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          inArray(
            sendRecipients.sendId,
            reachTelecom.map((r) => r.id),
          ),
          eq(sendRecipients.status, DELIVERY_STATUSES.sent),
        ),
      );
    for (const r of reachTelecom) status.set(r.id, DELIVERY_STATUSES.telecom);
  }

  const reachHandset = rows.filter((r) => r.handsetDue);
  if (reachHandset.length > 0) {
    await tx
      .update(sendRecipients)
      .set({ status: DELIVERY_STATUSES.handset, updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          inArray(
            sendRecipients.sendId,
            reachHandset.map((r) => r.id),
          ),
          eq(sendRecipients.status, DELIVERY_STATUSES.telecom),
        ),
      );
    await tx
      .insert(outbox)
      .values(
        reachHandset.map((r) => ({ recipient: r.msisdn, message: outgoingText(r.message ?? "", r.cancelSuffix) })),
      );
    for (const r of reachHandset) status.set(r.id, DELIVERY_STATUSES.handset);
  }

  return settleAndTell(tx, rows, status);
}

const isFinal = (status: number | null) =>
  status === DELIVERY_STATUSES.handset ||
  status === DELIVERY_STATUSES.notReached ||
  status === DELIVERY_STATUSES.blacklist;

/**
 * Settles the sends whose recipient is final now (or was never handed over, the send cancelled
 * first), keeps their counts and queues their progress. A send with money to give back settles
 * through settle.ts, one by one; the rest (nearly all) in one statement.
 */
async function settleAndTell(tx: Tx, rows: InFlight[], status: Map<number, number | null>): Promise<LaneStep> {
  const refunded: number[] = [];
  const settledState = new Map<number, number>();
  const plain: InFlight[] = [];
  for (const row of rows) {
    const now = status.get(row.id) ?? null;
    const done = isFinal(now) || (row.stateId === SEND_STATES.cancelled && now === null);
    if (!done) continue;
    const givesBack = now === DELIVERY_STATUSES.blacklist || (now === DELIVERY_STATUSES.notReached && !row.lineShared);
    if (givesBack) {
      const settled = await finishIfSettled(tx, { ...row, dispatched: row.recipientCount });
      if (settled.refunded) refunded.push(row.userId);
      settledState.set(row.id, settled.stateId);
    } else {
      plain.push(row);
      settledState.set(row.id, row.stateId === SEND_STATES.sending ? SEND_STATES.sent : row.stateId);
    }
  }
  if (plain.length > 0) {
    await tx.execute(sql`
      update ${sends}
      set state_id = case when state_id = ${literal(SEND_STATES.sending)} then ${literal(SEND_STATES.sent)} else state_id end,
        finished_at = clock_timestamp()
      where ${sends.id} = any(${ids(plain)}::bigint[])`);
  }

  // Every send whose recipient moved keeps its counts; those with something new to say are told.
  const told: { userId: number; event: SocketEvent }[] = [];
  const changed: { id: number; status: number | null; key: string | null }[] = [];
  const now = Date.now();
  for (const row of rows) {
    const stateId = settledState.get(row.id) ?? row.stateId;
    const recipient = status.get(row.id) ?? null;
    if (recipient === row.status && stateId === row.stateId) continue;
    const statuses: SendProgress["statuses"] = [...NO_STATUSES];
    if (recipient !== null) statuses[recipient] = 1;
    const progress: SendProgress = { id: row.id, state_id: stateId, total: row.recipientCount, statuses };
    const key = progressKey(progress);
    const stateChanged = row.progressKey?.split(":")[0] !== String(stateId);
    const quiet = row.progressAt !== null && now - row.progressAt.getTime() < PROGRESS_EVERY_MS;
    const tell = key !== row.progressKey && (stateChanged || !quiet);
    if (tell) told.push({ userId: row.userId, event: { event: "send.progress", data: progress } });
    changed.push({ id: row.id, status: recipient, key: tell ? key : null });
  }
  if (changed.length > 0) {
    await tx.execute(sql`
      update ${sends}
      set status_counts = array(select case when i = c.status then 1 else 0 end from generate_series(0, 4) as i order by i),
        progress_key = coalesce(c.key, ${sends.progressKey}),
        progress_at = case when c.key is null then ${sends.progressAt} else clock_timestamp() end
      from unnest(${sql.param(changed.map((c) => c.id))}::bigint[], ${sql.param(changed.map((c) => c.status))}::int[],
        ${sql.param(changed.map((c) => c.key))}::text[]) as c(id, status, key)
      where ${sends.id} = c.id`);
  }
  await notifyInTransaction(tx, told);
  return { refunded: [...new Set(refunded)] };
}
