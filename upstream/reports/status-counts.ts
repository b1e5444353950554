import { and, count, eq } from "drizzle-orm";
import type { DeliveryStatus } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { sendRecipients } from "../db/schema";

interface CountedSend {
  id: number;
  stateId: number;
  dispatched: number;
  finishedAt: Date | null;
  /** The last `send.progress` told: `state:n0,n1,n2,n3,n4` (sending/progress.ts). */
  progressKey: string | null;
}

const KEY = /^(\d+):(\d+),(\d+),(\d+),(\d+),(\d+)$/;

/**
 * A settled send's recipients by status, as its last progress told them, or null when that
 * cannot be trusted to be final. Once nothing is in flight (0 and 1 are zero) and every recipient
 * handed over is counted, no status changes again, so the numbers are the send's for good.
 */
function settledStatusCounts(send: CountedSend): number[] | null {
  if (send.finishedAt === null || send.progressKey === null) return null;
  const match = KEY.exec(send.progressKey);
  if (!match || Number(match[1]) !== send.stateId) return null;
  const counts = match.slice(2).map(Number);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return counts[0] === 0 && counts[1] === 0 && total === send.dispatched ? counts : null;
}

/**
 * How many recipients of the send have this status: from the settled counts when there are
 * some (a million-recipient send is not counted on every page), otherwise counted.
 */
export async function recipientsWithStatus(db: Db, send: CountedSend, status: DeliveryStatus): Promise<number> {
  const settled = settledStatusCounts(send);
  if (settled) return settled[status]!;
  const [row] = await db
    .select({ n: count() })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.sendId, send.id), eq(sendRecipients.status, status)));
  return row?.n ?? 0;
}
