import { and, eq, sql } from "drizzle-orm";
import { toLatinDigits } from "@/lib/validation/digits";
import type { Db } from "../db/client";
import { cancel11List, sendRecipients, senderLines, sends } from "../db/schema";

export type CancelReply = "cancel" | "resume" | null;

/** «11» (any digits, spaces around, «لغو۱۱» too) asks a line to stop; «12» to start again. */
export function cancelReplyOf(text: string): CancelReply {
  const word = toLatinDigits(text).replace(/[\s\u200c]+/g, "").replace(/^لغو/, "");
  if (word === "11") return "cancel";
  if (word === "12") return "resume";
  return null;
}

export interface ReplyOutcome {
  reply: CancelReply;
  /** Users whose cancel11 list for the line changed. */
  users: number;
}

/**
 * A reply from a mobile to a line. «11» puts the number on the cancel11 list of that line for
 * every user who has sent to it from the line; «12» takes it off those lists. Anything else
 * changes nothing.
 */
export async function applyReply(db: Db, input: { lineNumber: string; msisdn: string; text: string }): Promise<ReplyOutcome> {
  const reply = cancelReplyOf(input.text);
  if (reply === null) return { reply, users: 0 };
  const [line] = await db.select({ id: senderLines.id }).from(senderLines).where(eq(senderLines.number, input.lineNumber));
  if (!line) return { reply, users: 0 };
  if (reply === "resume") {
    const removed = await db
      .delete(cancel11List)
      .where(and(eq(cancel11List.lineId, line.id), eq(cancel11List.msisdn, input.msisdn)))
      .returning({ id: cancel11List.id });
    return { reply, users: removed.length };
  }
  const senders = await db
    .selectDistinct({ userId: sends.userId })
    .from(sends)
    .where(
      and(
        eq(sends.lineId, line.id),
        sql`exists (select 1 from ${sendRecipients} where ${sendRecipients.sendId} = ${sends.id} and ${sendRecipients.msisdn} = ${input.msisdn})`,
      ),
    );
  if (senders.length === 0) return { reply, users: 0 };
  const added = await db
    .insert(cancel11List)
    .values(senders.map((s) => ({ userId: s.userId, lineId: line.id, msisdn: input.msisdn })))
    .onConflictDoNothing()
    .returning({ id: cancel11List.id });
  return { reply, users: added.length };
}

