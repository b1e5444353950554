import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { lineAssignments, senderLines } from "../db/schema";

/**
 * Lines a secretary can listen on: active, receiving (`gets`), and the user's own. A shared or
 * agreement line's SMS belong only to whoever's send they answer, so no secretary can take them.
 */
function receivingFor(userId: number) {
  return and(
    eq(senderLines.active, true),
    eq(senderLines.gets, true),
    eq(senderLines.shared, false),
    sql`${senderLines.agreement} is null`,
    exists(
      sql`(select 1 from ${lineAssignments} where ${lineAssignments.lineId} = ${senderLines.id} and ${lineAssignments.userId} = ${userId})`,
    ),
  );
}

/** `numbers/receiver-list`: the user's lines a secretary can listen on. */
export async function receiverLines(db: Db, userId: number) {
  return db
    .select({ id: senderLines.id, number: senderLines.number, alias: senderLines.alias })
    .from(senderLines)
    .where(receivingFor(userId))
    .orderBy(asc(senderLines.id));
}

/** One of them by number (written with or without its plus), or null. */
export async function findReceiverLine(db: Db | Tx, userId: number, number: string) {
  const trimmed = number.trim();
  const forms = trimmed.startsWith("+") ? [trimmed] : [trimmed, `+${trimmed}`];
  const [row] = await db
    .select({ id: senderLines.id, number: senderLines.number })
    .from(senderLines)
    .where(and(receivingFor(userId), or(...forms.map((form) => eq(senderLines.number, form)))))
    .limit(1);
  return row ?? null;
}
