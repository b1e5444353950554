import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { sendRecipientBookmarks, sendRecipients } from "../db/schema";

/**
 * Places of a status listing from one bookmark to the next: a page of a settled send skips at
 * most one less than this many recipients, however deep it is. Migration 0010 wrote the
 * bookmarks of sends settled before it at this interval too.
 */
const RECIPIENT_BOOKMARK_EVERY = 10_000;

interface RecipientBookmark {
  /** The recipient's place in its status listing, from 0. */
  ordinal: number;
  /** Its position in the send. */
  position: number;
}

/**
 * Writes the bookmarks of a send whose statuses are final, in place of any it had: for each
 * status, where its recipient at place `every`, 2·`every`, … of the status listing (position
 * order) stands. One walk along the (send, status, position) index, in the transaction that
 * settles the send, so a reader that sees it settled sees its bookmarks.
 */
export async function writeRecipientBookmarks(
  tx: Tx,
  sendId: number,
  every: number = RECIPIENT_BOOKMARK_EVERY,
): Promise<void> {
  if (!Number.isSafeInteger(every) || every < 1) throw new Error(`not a bookmark interval: ${every}`);
  await tx.delete(sendRecipientBookmarks).where(eq(sendRecipientBookmarks.sendId, sendId));
  // Sorting a million rows by status and position instead of reading them in that order from the index takes longer.
  await tx.execute(sql`set local enable_bitmapscan = off`);
  await tx.execute(sql`set local enable_sort = off`);
  await tx.execute(sql`
    insert into ${sendRecipientBookmarks} (send_id, status, ordinal, position)
    select ${sendId}::bigint, ranked.status, ranked.ordinal, ranked.position
    from (
      select ${sendRecipients.status} as status, ${sendRecipients.position} as position,
        (row_number() over (partition by ${sendRecipients.status} order by ${sendRecipients.position}) - 1)::int as ordinal
      from ${sendRecipients}
      where ${sendRecipients.sendId} = ${sendId}::bigint and ${sendRecipients.status} is not null
    ) ranked
    where ranked.ordinal > 0 and ranked.ordinal % ${every}::int = 0`);
  await tx.execute(sql`set local enable_sort = on`);
  await tx.execute(sql`set local enable_bitmapscan = on`);
}

/**
 * The send's bookmark of the status nearest before (or at) place `offset` of its listing, or
 * undefined when it has none there. Only for a settled send: before that, statuses still move.
 */
export async function bookmarkAtOrBefore(
  tx: Tx,
  sendId: number,
  status: number,
  offset: number,
): Promise<RecipientBookmark | undefined> {
  const [mark] = await tx
    .select({ ordinal: sendRecipientBookmarks.ordinal, position: sendRecipientBookmarks.position })
    .from(sendRecipientBookmarks)
    .where(
      and(
        eq(sendRecipientBookmarks.sendId, sendId),
        eq(sendRecipientBookmarks.status, status),
        lte(sendRecipientBookmarks.ordinal, offset),
      ),
    )
    .orderBy(desc(sendRecipientBookmarks.ordinal))
    .limit(1);
  return mark;
}
