import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dateToSendTime, sendTimeToDate } from "@/lib/contract/send";
import {
  SECRETARY_LIMITS,
  SECRETARY_TYPES,
  SECRETARY_MESSAGES,
  type SecretaryConfig,
  type SecretaryOut,
  type SecretaryRequest,
  type SecretaryType,
} from "@/lib/contract/secretaries";
import type { Db, Tx } from "../db/client";
import { phonebooks, secretaries, secretaryGiftCodes, secretaryMessages, senderLines, users } from "../db/schema";
import { notFound, validationFailed } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { findUsableLine } from "../sending/lines";
import { findReceiverLine } from "./receiver-lines";

export type SecretaryRow = typeof secretaries.$inferSelect;

const replyLines = alias(senderLines, "reply_lines");

const COMMON_FIELDS: readonly string[] = [
  "title",
  "receiver_number",
  "sender_number",
  "phonebook_id",
  "expires_at",
  "active",
];

/** The fields every type shares are columns; the rest is the type's own `config`. */
const configOfRequest = (request: SecretaryRequest) =>
  Object.fromEntries(Object.entries(request).filter(([key]) => !COMMON_FIELDS.includes(key))) as SecretaryConfig;

/** A stored secretary's own fields, as its type has them. */
export const configOf = <T extends SecretaryType>(row: SecretaryRow) =>
  row.config as Extract<SecretaryConfig, { type: T }>;

/** Answering now: active and not past its end. */
const isAnswering = (row: Pick<SecretaryRow, "active" | "expiresAt">, now = new Date()) =>
  row.active && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());

/** The lines and phonebook a request names, each the account's own; refusals beside their fields. */
async function checkedColumns(tx: Tx, userId: number, request: SecretaryRequest) {
  const errors: Record<string, string[]> = {};
  const receiver = await findReceiverLine(tx, userId, request.receiver_number);
  if (!receiver) errors.receiver_number = [SECRETARY_MESSAGES.receiverCannotReceive];
  const reply = await findUsableLine(tx, userId, request.sender_number);
  if (!reply) errors.sender_number = [MESSAGES.lineNotYours];
  else if (reply.use !== "general") errors.sender_number = [MESSAGES.lineWrongUse];
  if (request.phonebook_id !== null) {
    const [book] = await tx
      .select({ id: phonebooks.id })
      .from(phonebooks)
      .where(and(eq(phonebooks.id, request.phonebook_id), eq(phonebooks.userId, userId)));
    if (!book) errors.phonebook_id = [SECRETARY_MESSAGES.phonebookNotFound];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    title: request.title,
    type: request.type,
    receiveLineId: receiver!.id,
    replyLineId: reply!.id,
    phonebookId: request.phonebook_id,
    config: configOfRequest(request),
    expiresAt: request.expires_at === null ? null : sendTimeToDate(request.expires_at),
    active: request.active,
  };
}

/** Locks the account's row while its secretaries are counted, so parallel creates cannot pass the cap together. */
async function lockAccount(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function createSecretary(db: Db, userId: number, request: SecretaryRequest): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [held] = await tx.select({ n: count() }).from(secretaries).where(eq(secretaries.userId, userId));
    if ((held?.n ?? 0) >= SECRETARY_LIMITS.secretaries)
      throw validationFailed({ title: [SECRETARY_MESSAGES.tooManySecretaries] });
    const columns = await checkedColumns(tx, userId, request);
    const [row] = await tx
      .insert(secretaries)
      .values({ userId, ...columns })
      .returning({ id: secretaries.id });
    return row!.id;
  });
}

/** Replaces the whole secretary; its type stays what it was made as (a contest's entries mean nothing to a poll). */
export async function updateSecretary(db: Db, userId: number, id: number, request: SecretaryRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ type: secretaries.type })
      .from(secretaries)
      .where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)))
      .for("update");
    if (!own) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
    if (own.type !== request.type) throw validationFailed({ type: [SECRETARY_MESSAGES.typeUnchangeable] });
    const columns = await checkedColumns(tx, userId, request);
    await tx
      .update(secretaries)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(secretaries.id, id));
  });
}

/** Activates or disables; answers whether the account holds it. */
export async function setSecretaryActive(db: Db, userId: number, id: number, active: boolean): Promise<boolean> {
  const changed = await db
    .update(secretaries)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)))
    .returning({ id: secretaries.id });
  return changed.length > 0;
}

/** Deletes all of `ids`, or none when one is not the account's (answers false). */
export async function deleteSecretaries(db: Db, userId: number, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: secretaries.id })
      .from(secretaries)
      .where(and(eq(secretaries.userId, userId), inArray(secretaries.id, ids)))
      .for("update");
    if (own.length !== new Set(ids).size) return false;
    await tx.delete(secretaries).where(inArray(secretaries.id, ids));
    return true;
  });
}

const receivedCount = sql<number>`(select count(*)::int from ${secretaryMessages} where ${secretaryMessages.secretaryId} = ${secretaries.id})`;

function selectOut(db: Db) {
  return db
    .select({
      row: secretaries,
      receiverNumber: senderLines.number,
      senderNumber: replyLines.number,
      receivedCount,
    })
    .from(secretaries)
    .innerJoin(senderLines, eq(senderLines.id, secretaries.receiveLineId))
    .innerJoin(replyLines, eq(replyLines.id, secretaries.replyLineId));
}

function toOut(r: {
  row: SecretaryRow;
  receiverNumber: string;
  senderNumber: string;
  receivedCount: number;
}): SecretaryOut {
  const { row } = r;
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    receiver_number: r.receiverNumber,
    sender_number: r.senderNumber,
    phonebook_id: row.phonebookId,
    expires_at: row.expiresAt === null ? null : dateToSendTime(row.expiresAt),
    active: row.active,
    answering: isAnswering(row),
    received_count: r.receivedCount,
    created_at: dateToSendTime(row.createdAt),
    updated_at: dateToSendTime(row.updatedAt),
    config: row.config as Record<string, unknown>,
  };
}

/** One page of the account's secretaries, newest first, optionally of one type. */
export async function listSecretaries(
  db: Db,
  userId: number,
  page: { limit: number; offset: number; type?: number },
): Promise<{ rows: SecretaryOut[]; total: number }> {
  const where = and(eq(secretaries.userId, userId), page.type ? eq(secretaries.type, page.type) : undefined);
  const [rows, [total]] = await Promise.all([
    selectOut(db).where(where).orderBy(desc(secretaries.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(secretaries).where(where),
  ]);
  return { rows: rows.map(toOut), total: total?.n ?? 0 };
}

/** The account's secretary, or null (another account's is unknown). */
export async function findSecretary(db: Db, userId: number, id: number): Promise<SecretaryOut | null> {
  const [row] = await selectOut(db).where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)));
  return row ? toOut(row) : null;
}

/**
 * Adds codes to the account's gift secretary, in the order given (the order they are handed out);
 * a code it holds already is skipped. Null when the account holds no such secretary.
 */
export async function addGiftCodes(
  db: Db,
  userId: number,
  id: number,
  codes: string[],
): Promise<{ added: number; total: number; free: number } | null> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ type: secretaries.type })
      .from(secretaries)
      .where(and(eq(secretaries.id, id), eq(secretaries.userId, userId)))
      .for("update");
    if (!own) return null;
    if (own.type !== SECRETARY_TYPES.gift) throw validationFailed({ codes: [SECRETARY_MESSAGES.notGift] });
    const countOf = async () => {
      const [row] = await tx
        .select({
          total: count(),
          free: sql<number>`count(*) filter (where ${secretaryGiftCodes.msisdn} is null)::int`,
        })
        .from(secretaryGiftCodes)
        .where(eq(secretaryGiftCodes.secretaryId, id));
      return { total: row?.total ?? 0, free: row?.free ?? 0 };
    };
    const before = await countOf();
    const fresh = [...new Set(codes)];
    if (before.total + fresh.length > SECRETARY_LIMITS.giftCodesTotal)
      throw validationFailed({ codes: [SECRETARY_MESSAGES.giftCodesFull] });
    const inserted = await tx
      .insert(secretaryGiftCodes)
      .values(fresh.map((code) => ({ secretaryId: id, code })))
      .onConflictDoNothing()
      .returning({ id: secretaryGiftCodes.id });
    const after = await countOf();
    return { added: inserted.length, ...after };
  });
}
