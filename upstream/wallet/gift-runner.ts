import type { Db } from "../db/client";
import type { LiveEvents } from "../socket/live-events";
import { startRounds } from "../services/rounds";
import { expireOwnerGift, ownersWithDueGift } from "./gift";

/** How often the runner looks for expired gift. */
const TICK_MS = 5_000;
/** Owners handled per round. */
const OWNERS_PER_TICK = 100;

export interface GiftExpiryRunner {
  /** One round now (tests and the benchmark); answers how many lots were written off. */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Writes off expired gift lots in the background (wallet/gift.ts): every owner with a due lot in
 * a transaction of its own, the owner's row and the lots claimed `SKIP LOCKED`, so several
 * upstream processes on one database share the work and never expire a lot twice. The owner's
 * credit event goes out after the commit.
 */
export function startGiftExpiryRunner(
  deps: { db: Db; live: Pick<LiveEvents, "creditChanged"> },
  options: { tickMs?: number } = {},
): GiftExpiryRunner {
  const { db, live } = deps;

  async function round(now: Date = new Date()): Promise<number> {
    let expired = 0;
    for (const userId of await ownersWithDueGift(db, now, OWNERS_PER_TICK)) {
      if (rounds.stopping()) break;
      const lots = await expireOwnerGift(db, userId, now);
      if (lots > 0) {
        expired += lots;
        await live.creditChanged(userId);
      }
    }
    return expired;
  }

  const rounds = startRounds(() => round(), {
    tickMs: options.tickMs ?? TICK_MS,
    failure: "upstream: expiring gift credit failed:",
  });
  return { runOnce: (now) => rounds.track(round(now)), stop: rounds.stop };
}
