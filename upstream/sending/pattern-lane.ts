import { EventEmitter } from "node:events";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import type { SocketEvent } from "@/lib/contract/socket";
import { outgoingText } from "@/lib/sms/message-parts";
import type { Tx } from "../db/client";
import { outbox, sendRecipients, senderLines, sends } from "../db/schema";
import { codeHandsetDue, codeTelecomDue } from "./delivery-plan";
import { notifyInTransaction } from "./notify-in-transaction";
import { NO_STATUSES, PROGRESS_EVERY_MS, progressKey, type SendProgress } from "./progress";
import { finishIfSettled } from "./settle";

/** The sending type that takes the lane: one-time codes and other pattern sends, one recipient each. */
export const PATTERN_SENDING_TYPE = "pattern";

/** Sends the lane moves per step; a step is a few statements whatever the number. */
const LANE_BATCH = 2000;

const bell = new EventEmitter();

/** Tells this process's lane that codes were just stored, so an idle lane looks at once. */
export const ringLane = () => bell.emit("ring");

/** Hears the bell; answers how to stop hearing it. */
export function onLaneBell(listener: () => void): () => void {
  bell.on("ring", listener);
  return () => bell.off("ring", listener);
}

interface InFlight {
  id: number;
  userId: number;
  stateId: number;
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
  /** Codes still on their way after this step. */
  inFlight: number;
  /** Owners whose credit changed (a refund), to tell once the step is committed. */
  refunded: number[];
}

const literal = (value: number) => sql.raw(String(value));

const isFinal = (status: number | null) =>
  status === DELIVERY_STATUSES.handset ||
  status === DELIVERY_STATUSES.notReached ||
  status === DELIVERY_STATUSES.blacklist;

/**
 * One step of the lane: every pattern send in flight (sending, or cancelled and not yet settled)
 * moves on, all at once, in the transaction the caller holds. A code, handed to the operator's
 * code route when it was stored (pattern-intake.ts), reaches the telecom and the handset on that
 * route's plan (delivery-plan.ts) and lands in the outbox; its send then settles as every send
 * does (state 6; a number kept out by the blacklist or cancel11, status 4, is refunded), and its
 * progress goes out with the commit. A pattern send has one recipient, so each statement covers
 * every send of the step. The sends' rows are locked `FOR UPDATE SKIP LOCKED`, so processes
 * sharing a database share the lane, and no one else moves these recipients meanwhile.
 */
export async function advancePatternSends(tx: Tx): Promise<LaneStep> {
  const rows: InFlight[] = await tx
    .select({
      id: sends.id,
      userId: sends.userId,
      stateId: sends.stateId,
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
  if (rows.length === 0) return { inFlight: 0, refunded: [] };

  // Who moves: to the telecom, or on to the handset (the outbox gets what reaches it).
  const moving = rows.filter((r) => r.telecomDue || r.handsetDue);
  const reached = rows.filter((r) => r.handsetDue);
  if (moving.length > 0) {
    await tx.execute(sql`
      update ${sendRecipients}
      set status = case when ${sendRecipients.sendId} = any(${sql.param(reached.map((r) => r.id))}::bigint[])
          then ${literal(DELIVERY_STATUSES.handset)} else ${literal(DELIVERY_STATUSES.telecom)} end,
        updated_at = clock_timestamp()
      where ${sendRecipients.sendId} = any(${sql.param(moving.map((r) => r.id))}::bigint[]) and ${sendRecipients.position} = 0`);
  }
  if (reached.length > 0) {
    await tx
      .insert(outbox)
      .values(reached.map((r) => ({ recipient: r.msisdn, message: outgoingText(r.message ?? "", r.cancelSuffix) })));
  }
  const statusOf = (r: InFlight) =>
    r.handsetDue ? DELIVERY_STATUSES.handset : r.telecomDue ? DELIVERY_STATUSES.telecom : r.status;
  return settleAndTell(tx, rows, statusOf);
}

/**
 * Settles the sends whose recipient is final now (or was never handed over, the send cancelled
 * first), keeps every moved send's counts and queues its progress. A send with money to give back
 * settles through settle.ts, one by one; the rest (nearly all) in the one statement that keeps
 * the counts.
 */
async function settleAndTell(tx: Tx, rows: InFlight[], statusOf: (r: InFlight) => number | null): Promise<LaneStep> {
  const refunded = new Set<number>();
  const told: { userId: number; event: SocketEvent }[] = [];
  const changed: { id: number; status: number | null; stateId: number; settles: boolean; key: string | null }[] = [];
  const now = Date.now();
  const settlesOf = (row: InFlight, status: number | null) =>
    isFinal(status) || (row.stateId === SEND_STATES.cancelled && status === null);
  const refunds = (row: InFlight, status: number | null) =>
    settlesOf(row, status) &&
    (status === DELIVERY_STATUSES.blacklist || (status === DELIVERY_STATUSES.notReached && !row.lineShared));
  // Sends that give money back settle first, by owner: each refund locks its owner's kept balance
  // until the step commits, and an intake batch locks owners in the same ascending order, so the
  // two never wait on each other in a circle.
  const settledStates = new Map<number, number>();
  const refunding = rows
    .filter((row) => refunds(row, statusOf(row)))
    .sort((a, b) => a.userId - b.userId || a.id - b.id);
  for (const row of refunding) {
    const settled = await finishIfSettled(tx, { ...row, dispatched: row.recipientCount });
    if (settled.refunded) refunded.add(row.userId);
    settledStates.set(row.id, settled.stateId);
  }
  let inFlight = 0;
  for (const row of rows) {
    const status = statusOf(row);
    const settles = settlesOf(row, status);
    let stateId = row.stateId;
    if (settledStates.has(row.id)) {
      stateId = settledStates.get(row.id)!;
    } else if (settles && row.stateId === SEND_STATES.sending) {
      stateId = SEND_STATES.sent;
    }
    if (!settles) inFlight++;
    if (status === row.status && stateId === row.stateId) continue;

    const statuses: SendProgress["statuses"] = [...NO_STATUSES];
    if (status !== null) statuses[status] = 1;
    const progress: SendProgress = { id: row.id, state_id: stateId, total: row.recipientCount, statuses };
    const key = progressKey(progress);
    const stateChanged = row.progressKey?.split(":")[0] !== String(stateId);
    const quiet = row.progressAt !== null && now - row.progressAt.getTime() < PROGRESS_EVERY_MS;
    const tell = key !== row.progressKey && (stateChanged || !quiet);
    if (tell) told.push({ userId: row.userId, event: { event: "send.progress", data: progress } });
    changed.push({ id: row.id, status, stateId, settles, key: tell ? key : null });
  }
  if (changed.length > 0) {
    // State and settling time (settle.ts has already written those that gave money back), counts, progress told.
    await tx.execute(sql`
      update ${sends}
      set state_id = c.state_id,
        finished_at = case when c.settles then coalesce(${sends.finishedAt}, clock_timestamp()) else ${sends.finishedAt} end,
        status_counts = array(select case when i = c.status then 1 else 0 end from generate_series(0, 4) as i order by i),
        progress_key = coalesce(c.key, ${sends.progressKey}),
        progress_at = case when c.key is null then ${sends.progressAt} else clock_timestamp() end
      from unnest(${sql.param(changed.map((c) => c.id))}::bigint[], ${sql.param(changed.map((c) => c.status))}::int[],
        ${sql.param(changed.map((c) => c.stateId))}::int[], ${sql.param(changed.map((c) => c.settles))}::boolean[],
        ${sql.param(changed.map((c) => c.key))}::text[]) as c(id, status, state_id, settles, key)
      where ${sends.id} = c.id`);
  }
  await notifyInTransaction(tx, told);
  return { inFlight, refunded: [...refunded] };
}
