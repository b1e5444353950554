import { and, asc, eq, isNull, lte, ne, or } from "drizzle-orm";
import { SEND_STATES } from "@/lib/contract/send";
import type { Db, Tx } from "../db/client";
import { sends } from "../db/schema";
import { ARCHIVE_EVERY_MS, archiveDueSends } from "../reports/archive-job";
import type { LiveEvents } from "../socket/live-events";
import { handOverStep, reachFinalStep, reachTelecomStep, STEP_RECIPIENTS, type LockedRunningSend } from "./bulk-steps";
import { lockSend } from "./lock";
import { advancePatternSends, onLaneBell, PATTERN_SENDING_TYPE } from "./pattern-lane";
import { progressToTell, recordProgress, statusCountsOf, type SendProgress } from "./progress";
import { finishIfSettled } from "./settle";

/** How often the runner looks for work. */
const TICK_MS = 200;
/** How often the pattern lane moves its codes on while any are on their way. */
const LANE_TICK_MS = 100;
/** How often an idle pattern lane looks for codes another process stored. */
const LANE_IDLE_MS = 500;
/** Steps of each kind per send and tick (each of STEP_RECIPIENTS): up to 10,000 recipients handed over per tick. */
const STEPS_PER_TICK = 10;
/** Sends started or advanced per tick. */
const SENDS_PER_TICK = 100;

export interface SendRunner {
  stop(): Promise<void>;
}

/**
 * The job runner inside the upstream process: starts scheduled sends at their time (5 → 2),
 * plays the simulated operator for running ones, and once a second archives sends older than the
 * report window (reports/archive-job.ts). Each send is worked on in short steps (bulk-steps.ts),
 * each its own transaction with the send's row locked `FOR UPDATE SKIP LOCKED`, so several
 * upstream processes on one database share the work and never do one thing twice. Progress
 * (throttled, see progress.ts) and credit go out after each commit.
 *
 * Pattern sends (one-time codes) never wait behind campaigns: they have a lane of their own
 * (pattern-lane.ts), a loop beside the bulk one that moves every code in flight in a few
 * statements every 100 ms, while the bulk loop leaves them alone.
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
  let laneTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let laneRunning: Promise<void> = Promise.resolve();
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

  /** Locks a running send, or a cancelled one still settling; null when another worker holds it. */
  const lockRunning = (tx: Tx, id: number) =>
    lockSend(
      tx,
      and(
        eq(sends.id, id),
        ne(sends.sendingType, PATTERN_SENDING_TYPE),
        or(
          eq(sends.stateId, SEND_STATES.sending),
          and(eq(sends.stateId, SEND_STATES.cancelled), isNull(sends.finishedAt)),
        ),
      ),
      { skipLocked: true },
    );

  /**
   * One step of one send in a transaction of its own, its row locked: the step changes the
   * counts by status, which are written back with it. Answers how many recipients it moved.
   */
  async function step(
    id: number,
    work: (tx: Tx, send: LockedRunningSend, statuses: SendProgress["statuses"]) => Promise<number>,
  ): Promise<number> {
    // PGlite runs each statement on this thread and its promises chain without a pause: without
    // this turn of the event loop, a tick's steps would run back to back, and the pattern lane's
    // timer and arriving requests would wait for the whole tick.
    await new Promise((resolve) => setImmediate(resolve));
    return db.transaction(async (tx) => {
      const send = await lockRunning(tx, id);
      if (!send) return 0;
      const statuses = await statusCountsOf(tx, send);
      const moved = await work(tx, send, statuses);
      if (moved > 0 || send.statusCounts === null)
        await tx.update(sends).set({ statusCounts: statuses }).where(eq(sends.id, id));
      return moved;
    });
  }

  /** Repeats a step while it fills its slice, at most `rounds` times. */
  async function repeated(rounds: number, run: () => Promise<number>): Promise<void> {
    for (let round = 0; round < rounds && !stopping; round++) {
      if ((await run()) < STEP_RECIPIENTS) return;
    }
  }

  /**
   * One tick of one running (or cancelled, still settling) send, in short steps: recipients handed
   * over, then those due reach the telecom, then their handsets, then the send settles once every
   * recipient is final, and its progress is told. Null when another worker holds it.
   */
  async function advance(id: number) {
    await repeated(STEPS_PER_TICK, () => step(id, handOverStep));
    await repeated(STEPS_PER_TICK, () => step(id, reachTelecomStep));
    await repeated(STEPS_PER_TICK, () => step(id, reachFinalStep));
    return db.transaction(async (tx) => {
      const send = await lockRunning(tx, id);
      if (!send) return null;
      const settled = await finishIfSettled(tx, send, { bookmarkEvery: options.bookmarkEvery });
      const progress = await progressToTell(tx, send, settled.stateId);
      return { userId: send.userId, refunded: settled.refunded, progress };
    });
  }

  async function advanceActiveSends(): Promise<void> {
    const active = await db
      .select({ id: sends.id })
      .from(sends)
      .where(
        and(
          ne(sends.sendingType, PATTERN_SENDING_TYPE),
          or(
            eq(sends.stateId, SEND_STATES.sending),
            and(eq(sends.stateId, SEND_STATES.cancelled), isNull(sends.finishedAt)),
          ),
        ),
      )
      .orderBy(asc(sends.id))
      .limit(SENDS_PER_TICK);
    for (const { id } of active) {
      if (stopping) return;
      const advanced = await advance(id);
      if (!advanced) continue;
      if (advanced.progress) await live.sendProgress(advanced.userId, advanced.progress);
      if (advanced.refunded) await live.creditChanged(advanced.userId);
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

  /** Codes were on their way after the last lane step (or were stored during it): the lane looks again soon. */
  let laneBusy = true;
  let rangDuringStep = false;

  async function laneTick(): Promise<void> {
    rangDuringStep = false;
    try {
      const step = await db.transaction((tx) => advancePatternSends(tx));
      laneBusy = step.inFlight > 0 || rangDuringStep;
      for (const userId of step.refunded) await live.creditChanged(userId);
    } catch (error) {
      if (!stopping) console.error("upstream: the pattern lane failed a step:", error);
    }
  }

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, tickMs);
  };
  // With nothing on its way the lane looks only now and then (for codes another process stored);
  // codes stored here wake it. A code is due at the telecom 100 ms after it was stored at the
  // earliest, so the lane wakes to its usual pace, not at once.
  let laneIdle = false;
  const scheduleLane = () => {
    if (stopping) return;
    laneIdle = !laneBusy;
    laneTimer = setTimeout(
      () => {
        laneTimer = null;
        laneRunning = laneTick().finally(scheduleLane);
      },
      laneBusy ? LANE_TICK_MS : LANE_IDLE_MS,
    );
  };
  const stopHearing = onLaneBell(() => {
    laneBusy = true;
    rangDuringStep = true;
    if (laneIdle && laneTimer) {
      clearTimeout(laneTimer);
      scheduleLane();
    }
  });
  schedule();
  scheduleLane();

  return {
    async stop() {
      stopping = true;
      stopHearing();
      if (timer) clearTimeout(timer);
      if (laneTimer) clearTimeout(laneTimer);
      await Promise.all([running, laneRunning]);
    },
  };
}
