import { and, asc, count, eq, isNull } from "drizzle-orm";
import {
  GIFT_CODE_PLACEHOLDER,
  SECRETARY_TYPES,
  VISIT_COUNT_PLACEHOLDER,
  type SecretaryInboxKind,
} from "@/lib/contract/secretaries";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Db, Tx } from "../db/client";
import { secretaries, secretaryGiftCodes, secretaryMessages } from "../db/schema";
import type { Intent } from "./choose";
import { configOf, type SecretaryRow } from "./store";

export interface TakenMessage {
  messageId: number;
  kind: SecretaryInboxKind;
  answer: string | null;
}

interface Entry {
  kind: SecretaryInboxKind;
  number?: number | null;
  answer: string | null;
}

/** Stores the message as `entry`; null when the number's first attempt or vote is already there. */
async function store(tx: Tx, row: SecretaryRow, msisdn: string, text: string, entry: Entry, receivedAt: Date) {
  const [stored] = await tx
    .insert(secretaryMessages)
    .values({
      secretaryId: row.id,
      msisdn,
      message: text,
      kind: entry.kind,
      number: entry.number ?? null,
      answer: entry.answer,
      answerState: "none",
      receivedAt,
    })
    .onConflictDoNothing()
    .returning({ id: secretaryMessages.id });
  return stored ? { messageId: stored.id, kind: entry.kind, answer: entry.answer } : null;
}

/** A gift: the number's code again is a repeat; otherwise the next code not given, or the answer that they ran out. */
async function giftEntry(tx: Tx, row: SecretaryRow, msisdn: string): Promise<Entry> {
  const config = configOf<typeof SECRETARY_TYPES.gift>(row);
  const [had] = await tx
    .select({ id: secretaryGiftCodes.id })
    .from(secretaryGiftCodes)
    .where(and(eq(secretaryGiftCodes.secretaryId, row.id), eq(secretaryGiftCodes.msisdn, msisdn)));
  if (had) return { kind: "repeated", answer: config.repeated_text };
  const [free] = await tx
    .select({ id: secretaryGiftCodes.id, code: secretaryGiftCodes.code })
    .from(secretaryGiftCodes)
    .where(and(eq(secretaryGiftCodes.secretaryId, row.id), isNull(secretaryGiftCodes.msisdn)))
    .orderBy(asc(secretaryGiftCodes.id))
    .limit(1);
  if (!free) return { kind: "gift_out", answer: config.out_text };
  await tx.update(secretaryGiftCodes).set({ msisdn, givenAt: new Date() }).where(eq(secretaryGiftCodes.id, free.id));
  return { kind: "gift", answer: config.answer_text.replaceAll(GIFT_CODE_PLACEHOLDER, free.code) };
}

/** A visit: this number's visits so far, this one counted. */
async function visitEntry(tx: Tx, row: SecretaryRow, msisdn: string): Promise<Entry> {
  const [before] = await tx
    .select({ n: count() })
    .from(secretaryMessages)
    .where(
      and(
        eq(secretaryMessages.secretaryId, row.id),
        eq(secretaryMessages.msisdn, msisdn),
        eq(secretaryMessages.kind, "visit"),
      ),
    );
  const visits = (before?.n ?? 0) + 1;
  const { answer_text } = configOf<typeof SECRETARY_TYPES.visit>(row);
  return {
    kind: "visit",
    number: visits,
    answer: answer_text.replaceAll(VISIT_COUNT_PLACEHOLDER, toPersianDigits(visits)),
  };
}

/**
 * Records what the secretary made of a message, in one transaction with its row locked (so a
 * number's visits are counted, and a gift's codes handed out, one message at a time): a contest's
 * first answer from a number is correct or wrong and any later one a repeat; a poll's vote counts
 * once per number; a gift gives one code per number; a visit counts. Answers the stored message
 * with the answer due (null when none is).
 */
export async function takeMessage(
  db: Db,
  row: SecretaryRow,
  intent: Intent,
  message: { msisdn: string; text: string; receivedAt: Date },
): Promise<TakenMessage> {
  const { msisdn, text, receivedAt } = message;
  return db.transaction(async (tx) => {
    await tx.select({ id: secretaries.id }).from(secretaries).where(eq(secretaries.id, row.id)).for("update");
    const save = (entry: Entry) => store(tx, row, msisdn, text, entry, receivedAt);
    const repeat = async (answer: string) => (await save({ kind: "repeated", answer }))!;
    switch (intent.kind) {
      case "keyword":
      case "other":
      case "criticism":
        return (await save({ kind: intent.kind, answer: intent.answer }))!;
      case "contest": {
        const config = configOf<typeof SECRETARY_TYPES.contest>(row);
        const first = await save(
          intent.correct
            ? { kind: "correct", answer: config.correct_text }
            : { kind: "wrong", answer: config.wrong_text },
        );
        return first ?? repeat(config.repeated_text);
      }
      case "vote": {
        const config = configOf<typeof SECRETARY_TYPES.poll>(row);
        // Not an option: answered, and not a vote (the number may still vote).
        if (intent.option === null) return (await save({ kind: "other", answer: config.wrong_text }))!;
        const vote = await save({ kind: "vote", number: intent.option, answer: config.answer_text });
        return vote ?? repeat(config.repeated_text);
      }
      case "gift":
        return (await save(await giftEntry(tx, row, msisdn)))!;
      case "visit":
        return (await save(await visitEntry(tx, row, msisdn)))!;
    }
  });
}

/** Sets how a message's answer went. */
export async function recordAnswer(
  db: Db,
  messageId: number,
  state: "sent" | "no_credit" | "refused",
  sendId: number | null,
): Promise<void> {
  await db
    .update(secretaryMessages)
    .set({ answerState: state, answerSendId: sendId })
    .where(eq(secretaryMessages.id, messageId));
}
