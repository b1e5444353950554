import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { SecretaryInboxKind } from "@/lib/contract/secretaries";
import type { Db } from "../db/client";
import { secretaries, senderLines } from "../db/schema";
import { answerByCodeReader } from "../code-readers/incoming";
import { usersWithService } from "../plans/account-plan";
import { savePatternContact } from "../sending/pattern-contact";
import { chooseSecretary } from "./choose";
import { sendAnswer } from "./send-answer";
import { recordAnswer, takeMessage } from "./take-message";

export interface SecretaryAnswered {
  /** What took the message: a secretary, or a code reader (`secretaryId` is then the reader's id). */
  module: "secretary" | "code_reader";
  secretaryId: number;
  messageId: number;
  kind: SecretaryInboxKind;
  /** The answer's send, or null when none was due or it could not go. */
  answerSendId: number | null;
  answerState: "sent" | "no_credit" | "refused" | "none";
}

export interface Arrived {
  lineNumber: string;
  msisdn: string;
  text: string;
  receivedAt: Date;
  /** The users the message was stored for (a secretary answers only for its owner among them). */
  reached: number[];
}

/**
 * A received SMS (not «11» or «12», which keep their cancel11 meaning) goes first to the answering
 * code readers of its line (code-readers/incoming.ts: an answering reader takes every message that
 * reaches it), then through the answering secretaries of its line whose owners it reached (so a
 * sender on the owner's receive blacklist gets no answer): the one that takes it (choose.ts)
 * records it, its sender joins the secretary's phonebook, and its answer goes as a real send from
 * the secretary's reply line, priced and debited like any (send-answer.ts); when the credit is
 * short no answer goes, and the message says so.
 */
export async function answerBySecretary(db: Db, sms: Arrived): Promise<SecretaryAnswered | null> {
  if (sms.reached.length === 0) return null;
  const read = await answerByCodeReader(db, sms);
  if (read) return read;
  const now = sms.receivedAt;
  const rows = await db
    .select({ row: secretaries, replyNumber: senderLines.number })
    .from(secretaries)
    .innerJoin(senderLines, eq(senderLines.id, secretaries.replyLineId))
    .where(
      and(
        eq(
          secretaries.receiveLineId,
          db.select({ id: senderLines.id }).from(senderLines).where(eq(senderLines.number, sms.lineNumber)),
        ),
        inArray(secretaries.userId, usersWithService(db, sms.reached, "secretaries", now)),
        eq(secretaries.active, true),
        or(isNull(secretaries.expiresAt), gt(secretaries.expiresAt, now)),
      ),
    )
    .orderBy(asc(secretaries.id));
  const chosen = chooseSecretary(
    rows.map((r) => r.row),
    sms.text,
  );
  if (!chosen) return null;
  const { row, intent } = chosen;
  const taken = await takeMessage(db, row, intent, sms);
  if (row.phonebookId !== null) await savePatternContact(db, row.userId, sms.msisdn, { id: row.phonebookId }, {});
  const answered = { module: "secretary" as const, secretaryId: row.id, messageId: taken.messageId, kind: taken.kind };
  if (taken.answer === null) return { ...answered, answerSendId: null, answerState: "none" };

  const replyNumber = rows.find((r) => r.row.id === row.id)!.replyNumber;
  const sent = await sendAnswer(db, { userId: row.userId, replyNumber, text: taken.answer, msisdn: sms.msisdn });
  await recordAnswer(db, taken.messageId, sent.state, sent.sendId);
  return { ...answered, answerSendId: sent.sendId, answerState: sent.state };
}
