import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import {
  CODE_PLACEHOLDER,
  USED_AT_PLACEHOLDER,
  variablePlaceholder,
  type CodeReaderKind,
} from "@/lib/contract/code-readers";
import { matchForm } from "@/lib/secretaries/match-form";
import { toPersianDigits } from "@/lib/validation/digits";
import { rowsOf } from "../banks/sql-rows";
import type { Db } from "../db/client";
import { usersWithService } from "../plans/account-plan";
import { codeReaderCodes, codeReaderMessages, codeReaders, senderLines } from "../db/schema";
import type { Arrived, SecretaryAnswered } from "../secretaries/incoming";
import { sendAnswer } from "../secretaries/send-answer";
import { savePatternContact } from "../sending/pattern-contact";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import type { CodeReaderRow } from "./store";

const jalaliTime = jalaliTimeFormatter();

/** Fills `%name%` with its value; placeholders without one stay as written. */
function fill(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(/%[^%\s]+%/g, (placeholder) => values.get(placeholder) ?? placeholder);
}

interface Used {
  code: string;
  vars: string[] | null;
  usedAt: Date;
  uses: number;
}

/**
 * Counts a use of the reader's code of this form, the first one recording who and when and adding
 * one to the reader's `codes_used`, in one statement (a code's row lock orders two uses of it at
 * once: one is its first). Null when the reader has no such code.
 */
async function countUse(db: Db, readerId: number, form: string, msisdn: string, at: Date): Promise<Used | null> {
  const result = await db.execute(sql`
    with used as (
      update ${codeReaderCodes}
      set uses = uses + 1, used_by = coalesce(used_by, ${msisdn}), used_at = coalesce(used_at, ${at.toISOString()}::timestamptz)
      where reader_id = ${readerId} and form = ${form}
      returning code, vars, used_at, uses
    ), counted as (
      update ${codeReaders} set codes_used = codes_used + 1
      where id = ${readerId} and exists (select 1 from used where uses = 1)
    )
    select code, vars, used_at, uses from used`);
  const [used] = rowsOf<{ code: string; vars: string[] | null; used_at: Date | string; uses: number }>(result);
  return used ? { code: used.code, vars: used.vars, usedAt: new Date(used.used_at), uses: used.uses } : null;
}

/** The answer a reader gives, with its placeholders filled. */
function answerOf(reader: CodeReaderRow, kind: CodeReaderKind, text: string, used: Used | null): string {
  const values = new Map<string, string>([[CODE_PLACEHOLDER, used?.code ?? text.trim()]]);
  if (used) {
    reader.variables.forEach((name, i) => values.set(variablePlaceholder(name), used.vars?.[i] ?? ""));
    values.set(USED_AT_PLACEHOLDER, toPersianDigits(jalaliTime(used.usedAt)));
  }
  const template =
    kind === "correct" ? reader.correctAnswer : kind === "repeated" ? reader.repeatedAnswer : reader.wrongAnswer;
  return fill(template, values);
}

/**
 * The code readers of the SMS's line whose owners it reached, answering (active, not past their
 * end), oldest first: the first holding the code (compared as lib/secretaries/match-form.ts does)
 * takes it, correct on its first use and repeated after; when none holds it, the oldest takes it
 * as wrong. An answering reader thus takes every message that reaches it: its line's secretaries
 * answer only when it is disabled, past its end or deleted. The message is recorded, its sender
 * joins the reader's phonebook, and its answer goes as the secretaries' do (send-answer.ts).
 * Null when no reader answers on the line, or the message is blank.
 */
export async function answerByCodeReader(db: Db, sms: Arrived): Promise<SecretaryAnswered | null> {
  const form = matchForm(sms.text);
  if (!form) return null;
  const now = sms.receivedAt;
  const readers = await db
    .select({ row: codeReaders, replyNumber: senderLines.number })
    .from(codeReaders)
    .innerJoin(senderLines, eq(senderLines.id, codeReaders.replyLineId))
    .where(
      and(
        eq(
          codeReaders.receiveLineId,
          db.select({ id: senderLines.id }).from(senderLines).where(eq(senderLines.number, sms.lineNumber)),
        ),
        inArray(codeReaders.userId, usersWithService(db, sms.reached, "code_readers", now)),
        eq(codeReaders.active, true),
        or(isNull(codeReaders.expiresAt), gt(codeReaders.expiresAt, now)),
      ),
    )
    .orderBy(asc(codeReaders.id));
  if (readers.length === 0) return null;

  let taker = readers[0]!;
  let used: Used | null = null;
  for (const reader of readers) {
    used = await countUse(db, reader.row.id, form, sms.msisdn, now);
    if (used) {
      taker = reader;
      break;
    }
  }
  const { row } = taker;
  const kind: CodeReaderKind = used === null ? "wrong" : used.uses === 1 ? "correct" : "repeated";
  const answer = answerOf(row, kind, sms.text, used);
  const [message] = await db
    .insert(codeReaderMessages)
    .values({
      readerId: row.id,
      msisdn: sms.msisdn,
      message: sms.text,
      code: used?.code ?? null,
      kind,
      answer,
      receivedAt: now,
    })
    .returning({ id: codeReaderMessages.id });
  if (row.phonebookId !== null) await savePatternContact(db, row.userId, sms.msisdn, { id: row.phonebookId }, {});

  const sent = await sendAnswer(db, {
    userId: row.userId,
    replyNumber: taker.replyNumber,
    text: answer,
    msisdn: sms.msisdn,
  });
  await db
    .update(codeReaderMessages)
    .set({ answerState: sent.state, answerSendId: sent.sendId })
    .where(eq(codeReaderMessages.id, message!.id));
  return {
    module: "code_reader",
    secretaryId: row.id,
    messageId: message!.id,
    kind,
    answerSendId: sent.sendId,
    answerState: sent.state,
  };
}
