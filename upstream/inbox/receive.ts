import { and, eq, inArray, sql } from "drizzle-orm";
import type { InboxType } from "@/lib/contract/inbox";
import type { Db, Tx } from "../db/client";
import { inboxMessages, lineAssignments, receiveBlacklist, sendRecipients, senderLines, sends } from "../db/schema";
import { applyCancelReply, cancelReplyOf, type CancelReply } from "../phonebooks/cancel11-replies";
import type { InboxRow } from "./rows";

const TYPE_OF_REPLY: Record<NonNullable<CancelReply>, InboxType> = { cancel: "cancel11", resume: "uncancel11" };

/** Edge's type of a received text: «11» cancel11, «12» uncancel11, anything else normal. */
export function inboxTypeOf(text: string): InboxType {
  const reply = cancelReplyOf(text);
  return reply === null ? "normal" : TYPE_OF_REPLY[reply];
}

export interface IncomingSms {
  /** The receiving line as stored (E.164, or a named line such as +98BANK). */
  lineNumber: string;
  /** The sender, 98 followed by ten digits. */
  msisdn: string;
  text: string;
  receivedAt?: Date;
}

export interface ReceivedSms {
  type: InboxType;
  /** Users whose cancel11 list of the line changed. */
  cancel11Users: number[];
  /** The inbox row stored for each user the message reached. */
  rows: InboxRow[];
}

type Line = { id: number; shared: boolean; agreement: string | null };

/**
 * Whose message it is: every user who has sent this mobile a message from the line (a reply to
 * them), and on a dedicated line (neither shared with everyone nor taken by agreement, which
 * several users may hold) the users it is assigned to, whoever writes.
 */
async function ownersOf(tx: Tx, line: Line, msisdn: string): Promise<number[]> {
  const senders = await tx
    .selectDistinct({ userId: sends.userId })
    .from(sends)
    .where(
      and(
        eq(sends.lineId, line.id),
        sql`exists (select 1 from ${sendRecipients} where ${sendRecipients.sendId} = ${sends.id} and ${sendRecipients.msisdn} = ${msisdn})`,
      ),
    );
  const owners = new Set(senders.map((s) => s.userId));
  if (!line.shared && line.agreement === null) {
    const assigned = await tx.select({ userId: lineAssignments.userId }).from(lineAssignments).where(eq(lineAssignments.lineId, line.id));
    for (const a of assigned) owners.add(a.userId);
  }
  return [...owners].sort((a, b) => a - b);
}

/** Of `users`, those who do not take messages from this mobile (their receive blacklist). */
async function blocking(tx: Tx, users: number[], msisdn: string): Promise<Set<number>> {
  if (users.length === 0) return new Set();
  const rows = await tx
    .select({ userId: receiveBlacklist.userId })
    .from(receiveBlacklist)
    .where(and(inArray(receiveBlacklist.userId, users), eq(receiveBlacklist.msisdn, msisdn)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * An SMS from a mobile to a line, as the operator hands it over: «11» and «12» change the line's
 * cancel11 lists, and the message is stored in the inbox of each user it belongs to (see
 * `ownersOf`, and whose cancel11 list it changed) unless they have the sender on their receive
 * blacklist. Null when no line has that number.
 */
export async function receiveSms(db: Db, sms: IncomingSms): Promise<ReceivedSms | null> {
  const [line] = await db
    .select({ id: senderLines.id, shared: senderLines.shared, agreement: senderLines.agreement })
    .from(senderLines)
    .where(eq(senderLines.number, sms.lineNumber));
  if (!line) return null;
  const reply = cancelReplyOf(sms.text);
  const type = inboxTypeOf(sms.text);
  return db.transaction(async (tx) => {
    const owners = await ownersOf(tx, line, sms.msisdn);
    const cancel11Users = await applyCancelReply(tx, { reply, lineId: line.id, msisdn: sms.msisdn, owners });
    const reached = [...new Set([...owners, ...cancel11Users])].sort((a, b) => a - b);
    const blocked = await blocking(tx, reached, sms.msisdn);
    const users = reached.filter((userId) => !blocked.has(userId));
    const rows =
      users.length === 0
        ? []
        : await tx
            .insert(inboxMessages)
            .values(
              users.map((userId) => ({
                userId,
                lineId: line.id,
                toNumber: sms.lineNumber,
                fromMsisdn: sms.msisdn,
                message: sms.text,
                type,
                receivedAt: sms.receivedAt ?? new Date(),
              })),
            )
            .returning();
    return { type, cancel11Users, rows };
  });
}
