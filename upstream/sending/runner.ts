import { and, asc, eq, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { outgoingText } from "@/lib/sms/message-parts";
import type { Db, Tx } from "../db/client";
import { cancel11List, outbox, sendBlacklist, sendRecipients, sends } from "../db/schema";
import { ARCHIVE_EVERY_MS, archiveDueSends } from "../reports/archive-job";
import type { LiveEvents } from "../socket/live-events";
import { finalDue, finalStatus, telecomDue } from "./delivery-plan";
import { lockSend } from "./lock";
import { progressToTell, recordProgress, type SendProgress } from "./progress";
import { finishIfSettled } from "./settle";

/** Outbox rows written by one statement. */
const OUTBOX_ROWS_PER_INSERT = 10_000;

/** How often the runner looks for work. */
const TICK_MS = 200;
/** Recipients handed to the operator per send and tick. */
const DISPATCH_PER_TICK = 20_000;
/** Sends started or advanced per tick. */
const SENDS_PER_TICK = 100;

export interface SendRunner {
  stop(): Promise<void>;
}

const literal = (value: number) => sql.raw(String(value));

/**
 * The job runner inside the upstream process: starts scheduled sends at their time (5 → 2),
 * plays the simulated operator for running ones, and once a second archives sends older than the
 * report window (reports/archive-job.ts). Each send is worked on in its own transaction
 * with its row locked `FOR UPDATE SKIP LOCKED`, so several upstream processes on one database
 * share the work and never do one thing twice. Progress (throttled, see progress.ts) and credit
 * go out after each commit.
 */
export function startSendRunner(
  deps: { db: Db; live: LiveEvents },
  options: {
    tickMs?: number;
    /** Places of a status listing between two report bookmarks of a settled send (tests make it small). */
    bookmarkEvery?: number;
  } = {},
): SendRunner {
  const { db, live } = deps;
  const tickMs = options.tickMs ?? TICK_MS;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let archivedAt = 0;

  async function startDueSends(): Promise<void> {
    const started = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: sends.id, userId: sends.userId, recipientCount: sends.recipientCount })
        .from(sends)
        .where(and(eq(sends.stateId, SEND_STATES.queued), lte(sends.sendTime, new Date())))
        .orderBy(asc(sends.sendTime))
        .limit(SENDS_PER_TICK)
        .for("update", { skipLocked: true });
      const told: { userId: number; progress: SendProgress }[] = [];
      for (const send of due) {
        await tx
          .update(sends)
          .set({ stateId: SEND_STATES.sending, startedAt: new Date() })
          .where(eq(sends.id, send.id));
        const progress: SendProgress = {
          id: send.id,
          state_id: SEND_STATES.sending,
          total: send.recipientCount,
          statuses: [0, 0, 0, 0, 0],
        };
        await recordProgress(tx, progress);
        told.push({ userId: send.userId, progress });
      }
      return told;
    });
    for (const { userId, progress } of started) await live.sendProgress(userId, progress);
  }

  /** One step of one running (or cancelled, still settling) send; null when another worker holds it. */
  async function advance(tx: Tx, id: number) {
    const send = await lockSend(
      tx,
      and(
        eq(sends.id, id),
        or(
          eq(sends.stateId, SEND_STATES.sending),
          and(eq(sends.stateId, SEND_STATES.cancelled), isNull(sends.finishedAt)),
        ),
      ),
      { skipLocked: true },
    );
    if (!send) return null;

    if (send.stateId === SEND_STATES.sending && send.dispatched < send.recipientCount) {
      const upTo = Math.min(send.dispatched + DISPATCH_PER_TICK, send.recipientCount);
      await handOver(tx, send, upTo);
      send.dispatched = upTo;
    }
    await tx
      .update(sendRecipients)
      .set({ status: DELIVERY_STATUSES.telecom, updatedAt: sql`now()` })
      .where(and(eq(sendRecipients.sendId, id), eq(sendRecipients.status, DELIVERY_STATUSES.sent), telecomDue));
    const reached = await tx
      .update(sendRecipients)
      .set({ status: finalStatus, updatedAt: sql`now()` })
      .where(and(eq(sendRecipients.sendId, id), eq(sendRecipients.status, DELIVERY_STATUSES.telecom), finalDue))
      .returning({ msisdn: sendRecipients.msisdn, text: sendRecipients.text, status: sendRecipients.status });
    const delivered = reached.filter((r) => r.status === DELIVERY_STATUSES.handset);
    // In slices: one statement may carry at most 65,535 parameters, two per outbox row.
    for (let from = 0; from < delivered.length; from += OUTBOX_ROWS_PER_INSERT) {
      const slice = delivered.slice(from, from + OUTBOX_ROWS_PER_INSERT);
      await tx.insert(outbox).values(
        slice.map((r) => ({
          recipient: r.msisdn,
          message: outgoingText(r.text ?? send.message ?? "", send.cancelSuffix),
        })),
      );
    }

    const settled = await finishIfSettled(tx, send, { bookmarkEvery: options.bookmarkEvery });
    const progress = await progressToTell(tx, send, settled.stateId);
    return { userId: send.userId, refunded: settled.refunded, progress };
  }

  /** Hands recipients [dispatched, upTo) to the operator: blacklisted and cancel11 numbers are marked 4 and never sent. */
  async function handOver(
    tx: Tx,
    send: { id: number; userId: number; lineId: number; dispatched: number },
    upTo: number,
  ) {
    const excluded = sql`(exists (select 1 from ${sendBlacklist} where ${sendBlacklist.userId} = ${send.userId} and ${sendBlacklist.msisdn} = ${sendRecipients.msisdn})
      or exists (select 1 from ${cancel11List} where ${cancel11List.userId} = ${send.userId} and ${cancel11List.lineId} = ${send.lineId} and ${cancel11List.msisdn} = ${sendRecipients.msisdn}))`;
    await tx
      .update(sendRecipients)
      .set({
        status: sql`case when ${excluded} then ${literal(DELIVERY_STATUSES.blacklist)} else ${literal(DELIVERY_STATUSES.sent)} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sendRecipients.sendId, send.id),
          gte(sendRecipients.position, send.dispatched),
          lt(sendRecipients.position, upTo),
        ),
      );
    await tx.update(sends).set({ dispatched: upTo }).where(eq(sends.id, send.id));
  }

  async function advanceActiveSends(): Promise<void> {
    const active = await db
      .select({ id: sends.id })
      .from(sends)
      .where(
        or(
          eq(sends.stateId, SEND_STATES.sending),
          and(eq(sends.stateId, SEND_STATES.cancelled), isNull(sends.finishedAt)),
        ),
      )
      .orderBy(asc(sends.id))
      .limit(SENDS_PER_TICK);
    for (const { id } of active) {
      if (stopping) return;
      const step = await db.transaction((tx) => advance(tx, id));
      if (!step) continue;
      if (step.progress) await live.sendProgress(step.userId, step.progress);
      if (step.refunded) await live.creditChanged(step.userId);
    }
  }

  async function tick(): Promise<void> {
    try {
      await startDueSends();
      await advanceActiveSends();
    } catch (error) {
      if (!stopping) console.error("upstream: the send runner failed a step:", error);
    }
    if (stopping || Date.now() - archivedAt < ARCHIVE_EVERY_MS) return;
    archivedAt = Date.now();
    try {
      await archiveDueSends(db);
    } catch (error) {
      if (!stopping) console.error("upstream: archiving old sends failed:", error);
    }
  }

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, tickMs);
  };
  schedule();

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
