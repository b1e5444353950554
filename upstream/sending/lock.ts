import { and, eq, type SQL } from "drizzle-orm";
import type { Tx } from "../db/client";
import { senderLines, sends } from "../db/schema";
import type { LockedSend } from "./settle";

/**
 * Locks one send's row and reads what settling it needs. With `skipLocked`, a send another
 * worker holds is passed over (null) instead of waited for.
 */
export async function lockSend(
  tx: Tx,
  where: SQL | undefined,
  options: { skipLocked?: boolean } = {},
): Promise<
  | (LockedSend & {
      lineId: number;
      message: string | null;
      cancelSuffix: boolean;
      progressKey: string | null;
      progressAt: Date | null;
      statusCounts: number[] | null;
    })
  | null
> {
  const [row] = await tx
    .select({
      id: sends.id,
      userId: sends.userId,
      stateId: sends.stateId,
      recipientCount: sends.recipientCount,
      dispatched: sends.dispatched,
      lineId: sends.lineId,
      lineShared: senderLines.shared,
      message: sends.message,
      cancelSuffix: sends.cancelSuffix,
      progressKey: sends.progressKey,
      progressAt: sends.progressAt,
      statusCounts: sends.statusCounts,
    })
    .from(sends)
    .innerJoin(senderLines, eq(senderLines.id, sends.lineId))
    .where(and(where))
    .limit(1)
    .for("update", options.skipLocked ? { of: sends, skipLocked: true } : { of: sends });
  return row ?? null;
}
