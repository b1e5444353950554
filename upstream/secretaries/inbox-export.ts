import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { SECRETARY_MESSAGES, type AnswerState, type SecretaryInboxKind } from "@/lib/contract/secretaries";
import {
  ANSWER_STATE_TITLES,
  SECRETARY_INBOX_FILE_TITLES,
  SECRETARY_INBOX_KIND_TITLES,
} from "@/lib/contract/secretary-inbox";
import type { Db } from "../db/client";
import { secretaryMessages } from "../db/schema";
import { notFound } from "../http/failure";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { findSecretary } from "./store";

/** The largest id a secretary can have (a 32-bit column). */
export const MAX_SECRETARY_ID = 2_147_483_647;

/** One secretary's messages, all or of one kind. */
export const secretaryInboxWhere = (secretaryId: number, kind: SecretaryInboxKind | "all") =>
  and(eq(secretaryMessages.secretaryId, secretaryId), kind === "all" ? undefined : eq(secretaryMessages.kind, kind))!;

/**
 * The messages of one of the account's secretaries, all or of one kind; another account's (or
 * one deleted since) is the same 404 as an unknown one.
 */
export async function ownSecretaryInbox(
  db: Db,
  userId: number,
  secretaryId: number,
  kind: SecretaryInboxKind | "all",
): Promise<SQL> {
  const secretary = secretaryId > MAX_SECRETARY_ID ? null : await findSecretary(db, userId, secretaryId);
  if (!secretary) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
  return secretaryInboxWhere(secretaryId, kind);
}

/** Messages read per query while the file is written. */
const PAGE = 5_000;

/**
 * What a secretary received (`where` keeps), newest first, titles first: id, sender (98…), text,
 * kind, option or visit number, answer, how the answer went, received time (Jalali, Tehran).
 */
export async function* secretaryInboxRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...SECRETARY_INBOX_FILE_TITLES]];
  const jalaliTime = jalaliTimeFormatter();
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(secretaryMessages)
      .where(before === null ? where : and(where, lt(secretaryMessages.id, before)))
      .orderBy(desc(secretaryMessages.id))
      .limit(PAGE);
    yield rows.map((row) => [
      String(row.id),
      row.msisdn,
      row.message,
      SECRETARY_INBOX_KIND_TITLES[row.kind as SecretaryInboxKind] ?? row.kind,
      row.number === null ? "" : String(row.number),
      row.answer ?? "",
      ANSWER_STATE_TITLES[row.answerState as AnswerState] ?? row.answerState,
      jalaliTime(row.receivedAt),
    ]);
    if (rows.length < PAGE) return;
    before = rows[rows.length - 1]!.id;
  }
}
