import { eq } from "drizzle-orm";
import type { InboxMessage } from "@/lib/contract/inbox-message";
import type { Db } from "../db/client";
import { inboxMessages, inboxUnreadCounts } from "../db/schema";
import { e164 } from "../phonebooks/format";

export type InboxRow = typeof inboxMessages.$inferSelect;

/** A stored message as Edge answers it: numbers in E.164, the time in Unix seconds, `seen` "0" or "1". */
export const inboxMessageOut = (row: InboxRow): InboxMessage => ({
  messages_inbox_id: row.id,
  from: e164(row.fromMsisdn),
  number: row.toNumber,
  message: row.message,
  type: row.type,
  time: Math.floor(row.receivedAt.getTime() / 1000),
  seen: row.seenAt === null ? "0" : "1",
});

/** The user's messages not read yet, as the inbox's triggers keep it (migration 0030). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: inboxUnreadCounts.unread })
    .from(inboxUnreadCounts)
    .where(eq(inboxUnreadCounts.userId, userId));
  return row?.unread ?? 0;
}
