import { and, eq, inArray } from "drizzle-orm";
import { toLatinDigits } from "@/lib/validation/digits";
import type { Tx } from "../db/client";
import { cancel11List } from "../db/schema";

export type CancelReply = "cancel" | "resume" | null;

/** «11» (any digits, spaces around, «لغو۱۱» too) asks a line to stop; «12» to start again. */
export function cancelReplyOf(text: string): CancelReply {
  const word = toLatinDigits(text)
    .replace(/[\s\u200c]+/g, "")
    .replace(/^لغو/, "");
  if (word === "11") return "cancel";
  if (word === "12") return "resume";
  return null;
}

/**
 * A reply's effect on the line's cancel11 lists of `owners` (the users the message reached), no
 * one else's: «11» puts the number on their lists, «12» takes it off. Answers the users whose list
 * changed.
 */
export async function applyCancelReply(
  tx: Tx,
  input: { reply: CancelReply; lineId: number; msisdn: string; owners: readonly number[] },
): Promise<number[]> {
  const { reply, lineId, msisdn, owners } = input;
  if (reply === "resume" && owners.length > 0) {
    const removed = await tx
      .delete(cancel11List)
      .where(
        and(
          eq(cancel11List.lineId, lineId),
          eq(cancel11List.msisdn, msisdn),
          inArray(cancel11List.userId, [...owners]),
        ),
      )
      .returning({ userId: cancel11List.userId });
    return removed.map((r) => r.userId);
  }
  if (reply === "cancel" && owners.length > 0) {
    const added = await tx
      .insert(cancel11List)
      .values(owners.map((userId) => ({ userId, lineId, msisdn })))
      .onConflictDoNothing()
      .returning({ userId: cancel11List.userId });
    return added.map((r) => r.userId);
  }
  return [];
}
