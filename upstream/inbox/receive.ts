import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { InboxType } from "@/lib/contract/inbox";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import type { Db, Tx } from "../db/client";
import {
  cancel11List,
  inboxMessages,
  lineAssignments,
  receiveBlacklist,
  sendRecipients,
  senderLines,
  sends,
} from "../db/schema";
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

/** Delivery statuses of a message that was handed to the operator (4, blacklist, never was). */
const WENT_OUT = [
  DELIVERY_STATUSES.sent,
  DELIVERY_STATUSES.telecom,
  DELIVERY_STATUSES.handset,
  DELIVERY_STATUSES.notReached,
];

/** A received SMS answers a send from its line to its sender made at most this long before it. */
const REPLY_WINDOW_MS = 72 * 3600 * 1000;

/**
 * The user whose send an SMS answers: who made the last send (by send time) from the line to this
 * mobile in the 72 hours before it arrived, among sends that reached the mobile or are on their
 * way to it (not one refused by content control, cancelled before it went, or skipped for a
 * blacklist or for another's cancel11). Null when there is none.
 */
async function answeredSender(tx: Tx, lineId: number, msisdn: string, receivedAt: Date): Promise<number | null> {
  const [last] = await tx
    .select({ userId: sends.userId })
    .from(sendRecipients)
    .innerJoin(sends, eq(sends.id, sendRecipients.sendId))
    .where(
      and(
        eq(sendRecipients.msisdn, msisdn),
        eq(sends.lineId, lineId),
        gte(sends.sendTime, new Date(receivedAt.getTime() - REPLY_WINDOW_MS)),
        lte(sends.sendTime, receivedAt),
        or(
          inArray(sendRecipients.status, WENT_OUT),
          and(isNull(sendRecipients.status), inArray(sends.stateId, [SEND_STATES.queued, SEND_STATES.sending])),
          // Skipped because this very user has the mobile on the line's cancel11 list: a «11»
          // answering this send may arrive before the operator reaches its recipient, and the
          // «11» or «12» after it still answer the same send.
          and(
            eq(sendRecipients.status, DELIVERY_STATUSES.blacklist),
            sql`exists (select 1 from ${cancel11List} where ${cancel11List.userId} = ${sends.userId} and ${cancel11List.lineId} = ${lineId} and ${cancel11List.msisdn} = ${msisdn})`,
          ),
        ),
      ),
    )
    .orderBy(desc(sends.sendTime), desc(sends.id))
    .limit(1);
  return last?.userId ?? null;
}

/**
 * Whose message it is. On a line shared with everyone or offered by agreement (which several users
 * may hold), only the user whose send it answers (see `answeredSender`), so that a reply never
 * reaches someone else who once wrote to that mobile; nobody when it answers none. On a dedicated
 * line the users it is assigned to, whoever writes, and the user whose send it answers.
 */
async function ownersOf(tx: Tx, line: Line, msisdn: string, receivedAt: Date): Promise<number[]> {
  const owners = new Set<number>();
  const sender = await answeredSender(tx, line.id, msisdn, receivedAt);
  if (sender !== null) owners.add(sender);
  if (!line.shared && line.agreement === null) {
    const assigned = await tx
      .select({ userId: lineAssignments.userId })
      .from(lineAssignments)
      .where(eq(lineAssignments.lineId, line.id));
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
 * An SMS from a mobile to a line, as the operator hands it over: it is stored in the inbox of each
 * user it belongs to (see `ownersOf`) unless they have the sender on their receive blacklist, and
 * «11» and «12» change those users' cancel11 lists of the line, no one else's. Null when no line
 * has that number.
 */
export async function receiveSms(db: Db, sms: IncomingSms): Promise<ReceivedSms | null> {
  const [line] = await db
    .select({ id: senderLines.id, shared: senderLines.shared, agreement: senderLines.agreement })
    .from(senderLines)
    .where(eq(senderLines.number, sms.lineNumber));
  if (!line) return null;
  const reply = cancelReplyOf(sms.text);
  const type = inboxTypeOf(sms.text);
  const receivedAt = sms.receivedAt ?? new Date();
  return db.transaction(async (tx) => {
    const owners = await ownersOf(tx, line, sms.msisdn, receivedAt);
    const cancel11Users = await applyCancelReply(tx, { reply, lineId: line.id, msisdn: sms.msisdn, owners });
    const blocked = await blocking(tx, owners, sms.msisdn);
    const users = owners.filter((userId) => !blocked.has(userId));
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
                receivedAt,
              })),
            )
            .returning();
    return { type, cancel11Users, rows };
  });
}
