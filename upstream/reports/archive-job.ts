import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { REPORT_WINDOW_DAYS } from "@/lib/contract/report";
import { SEND_STATES } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { sends } from "../db/schema";

/** How often the runner looks for sends to archive. */
export const ARCHIVE_EVERY_MS = 1000;
/** Sends archived per transaction, and transactions per run, so one run never holds the table long. */
const PER_BATCH = 1000;
const BATCHES_PER_RUN = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rejected, refused, sent or failed, or cancelled and settled: such a send changes no more. */
const settled = or(
  inArray(sends.stateId, [
    SEND_STATES.rejected,
    SEND_STATES.invalidRecipients,
    SEND_STATES.sent,
    SEND_STATES.insufficientCredit,
    SEND_STATES.systemError,
  ]),
  and(eq(sends.stateId, SEND_STATES.cancelled), isNotNull(sends.finishedAt)),
);

/**
 * Archives the sends made more than 30 days ago (the report window, spec §9) that no longer
 * change: they leave `new_list` and `systemic_list` for `archive_list`. Rows are claimed
 * `FOR UPDATE SKIP LOCKED`, so upstream processes sharing a database never archive one twice or
 * wait on each other; the partial index on unarchived sends' creation time finds them. Returns
 * how many it archived.
 */
export async function archiveDueSends(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS);
  let archived = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const ids = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: sends.id })
        .from(sends)
        .where(and(isNull(sends.archivedAt), lt(sends.createdAt, cutoff), settled))
        .orderBy(asc(sends.createdAt))
        .limit(PER_BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(sends)
        .set({ archivedAt: now })
        .where(
          inArray(
            sends.id,
            due.map((d) => d.id),
          ),
        );
      return due;
    });
    archived += ids.length;
    if (ids.length < PER_BATCH) break;
  }
  return archived;
}
