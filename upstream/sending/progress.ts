import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { sendProgressEventSchema } from "@/lib/contract/socket";
import type { Db, Tx } from "../db/client";
import { sendRecipients, sends } from "../db/schema";

export type SendProgress = z.infer<typeof sendProgressEventSchema>["data"];

/** `send.progress` of one send at most this often while its state stays the same. */
export const PROGRESS_EVERY_MS = 500;

type Statuses = SendProgress["statuses"];

/** No recipient in any status yet: what a send is stored with. */
export const NO_STATUSES: Statuses = [0, 0, 0, 0, 0];

/**
 * A send's recipients by delivery status 0 to 4: as kept on the send (`status_counts`), or, for
 * a send stored before they were kept, counted once over its recipients.
 */
export async function statusCountsOf(
  db: Db | Tx,
  send: { id: number; statusCounts: number[] | null },
): Promise<Statuses> {
  const kept = send.statusCounts;
  if (kept?.length === 5) return [kept[0]!, kept[1]!, kept[2]!, kept[3]!, kept[4]!];
  const rows = await db
    .select({ status: sendRecipients.status, n: sql<number>`count(*)::int` })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.sendId, send.id), isNotNull(sendRecipients.status)))
    .groupBy(sendRecipients.status);
  const statuses: Statuses = [...NO_STATUSES];
  for (const row of rows) if (row.status !== null && row.status >= 0 && row.status <= 4) statuses[row.status] = row.n;
  return statuses;
}

/** A send's state and its recipients by delivery status 0 to 4, as `send.progress` carries them. */
export async function progressOf(
  db: Db | Tx,
  send: { id: number; stateId: number; recipientCount: number; statusCounts: number[] | null },
): Promise<SendProgress> {
  return { id: send.id, state_id: send.stateId, total: send.recipientCount, statuses: await statusCountsOf(db, send) };
}

/** What a progress says, to tell whether the next one says anything new. */
export const progressKey = (progress: Pick<SendProgress, "state_id" | "statuses">) =>
  `${progress.state_id}:${progress.statuses.join(",")}`;

/** Notes on the send (its row locked by the caller) that this progress is being told now. */
export async function recordProgress(tx: Tx, progress: SendProgress): Promise<void> {
  await tx
    .update(sends)
    .set({ progressKey: progressKey(progress), progressAt: new Date() })
    .where(eq(sends.id, progress.id));
}

/**
 * The progress to tell now, or null: counted when the state changed or PROGRESS_EVERY_MS went by
 * since the last one told, and told only when it says something new. Recorded on the send, so
 * processes taking turns on it share one throttle.
 */
export async function progressToTell(
  tx: Tx,
  send: {
    id: number;
    recipientCount: number;
    progressKey: string | null;
    progressAt: Date | null;
    statusCounts: number[] | null;
  },
  stateId: number,
): Promise<SendProgress | null> {
  const stateChanged = send.progressKey?.split(":")[0] !== String(stateId);
  const quiet = send.progressAt !== null && Date.now() - send.progressAt.getTime() < PROGRESS_EVERY_MS;
  if (!stateChanged && quiet) return null;
  const progress = await progressOf(tx, { ...send, stateId });
  if (progressKey(progress) === send.progressKey) return null;
  await recordProgress(tx, progress);
  return progress;
}
