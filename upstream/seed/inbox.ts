import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { cancel11List, inboxMessages, senderLines, users } from "../db/schema";
import { inboxTypeOf } from "../inbox/receive";
import { CANCEL11_SENDER, DEMO_INBOX, DEMO_INBOX_OWNER, SHARED_LINE } from "./data/inbox";

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** The demo account's received SMS, oldest first (so ids follow time), and the «11» it holds. */
export async function seedInbox(tx: Tx, now: Date = new Date()): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_INBOX_OWNER));
  if (!owner) return;
  const lines = new Map(
    (await tx.select({ id: senderLines.id, number: senderLines.number }).from(senderLines)).map((l) => [
      l.number,
      l.id,
    ]),
  );
  await tx.insert(inboxMessages).values(
    DEMO_INBOX.map((m) => {
      const receivedAt = minutesBefore(now, m.minutesAgo);
      return {
        userId: owner.id,
        lineId: lines.get(m.line) ?? null,
        toNumber: m.line,
        fromMsisdn: m.msisdn,
        message: m.text,
        type: inboxTypeOf(m.text),
        receivedAt,
        seenAt: m.readAfterMinutes === null ? null : new Date(receivedAt.getTime() + m.readAfterMinutes * 60_000),
      };
    }),
  );
  const shared = lines.get(SHARED_LINE);
  if (shared !== undefined)
    await tx
      .insert(cancel11List)
      .values({ userId: owner.id, lineId: shared, msisdn: CANCEL11_SENDER })
      .onConflictDoNothing();
}
