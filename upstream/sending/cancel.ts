import { and, eq, inArray } from "drizzle-orm";
import { SEND_STATES } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { sends } from "../db/schema";
import { lockSend } from "./lock";
import { progressOf, recordProgress, type SendProgress } from "./progress";
import { finishIfSettled, refundUnsent } from "./settle";

/**
 * Cancels a user's scheduled (5) or running (2) send: it becomes cancelled (7), recipients not yet
 * handed to the operator are never sent and their cost comes back now; those already handed over
 * reach their final status and are settled as usual. Null when the user has no such send.
 */
export async function cancelSend(
  db: Db,
  userId: number,
  sendId: number,
): Promise<{ userId: number; refunded: boolean; progress: SendProgress } | null> {
  return db.transaction(async (tx) => {
    const send = await lockSend(
      tx,
      and(
        eq(sends.id, sendId),
        eq(sends.userId, userId),
        inArray(sends.stateId, [SEND_STATES.queued, SEND_STATES.sending]),
      ),
    );
    if (!send) return null;
    await tx.update(sends).set({ stateId: SEND_STATES.cancelled }).where(eq(sends.id, send.id));
    const cancelled = { ...send, stateId: SEND_STATES.cancelled };
    let refunded = await refundUnsent(tx, cancelled);
    const settled = await finishIfSettled(tx, cancelled);
    refunded ||= settled.refunded;
    const progress = await progressOf(tx, cancelled);
    await recordProgress(tx, progress);
    return { userId, refunded, progress };
  });
}
