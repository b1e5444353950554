import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  CODE_PLACEHOLDER,
  CODE_READER_LIMITS,
  CODE_READER_MESSAGES,
  USED_AT_PLACEHOLDER,
  variablePlaceholder,
  type CodeImportReport,
  type CodeReaderFields,
  type CodeReaderOut,
} from "@/lib/contract/code-readers";
import { dateToSendTime, sendTimeToDate } from "@/lib/contract/send";
import type { Db, Tx } from "../db/client";
import { codeReaderCodes, codeReaderMessages, codeReaders, phonebooks, senderLines, users } from "../db/schema";
import { rowsOf } from "../banks/sql-rows";
import { notFound, validationFailed } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { findReceiverLine } from "../secretaries/receiver-lines";
import { findUsableLine } from "../sending/lines";
import { VALUE_SEPARATOR, type CodesFile } from "./codes-file";

export type CodeReaderRow = typeof codeReaders.$inferSelect;

/** Codes written per INSERT (each column one array, unnested on the server). */
const CODES_PER_INSERT = 50_000;

const replyLines = alias(senderLines, "reply_lines");

/** Per answer, the placeholders it may carry with a reader of these variables. */
export function placeholdersOf(variables: readonly string[]) {
  const named = variables.map(variablePlaceholder);
  return {
    correct_answer: [...named, CODE_PLACEHOLDER],
    repeated_answer: [...named, CODE_PLACEHOLDER, USED_AT_PLACEHOLDER],
    wrong_answer: [CODE_PLACEHOLDER],
  };
}

/** A `%name%` an answer carries that it cannot have filled, beside its field. */
function checkPlaceholders(fields: CodeReaderFields, variables: readonly string[], errors: Record<string, string[]>) {
  for (const [field, allowed] of Object.entries(placeholdersOf(variables))) {
    const text = fields[field as keyof ReturnType<typeof placeholdersOf>];
    const unknown = [...text.matchAll(/%[^%\s]+%/g)].map((m) => m[0]).find((p) => !allowed.includes(p));
    if (unknown) errors[field] = [CODE_READER_MESSAGES.unknownPlaceholder(unknown)];
  }
}

/**
 * The lines and phonebook the fields name, each the account's own, and the answers' placeholders
 * (unless `variables` is null: not known yet); refusals beside their fields.
 */
async function checkedColumns(
  tx: Db | Tx,
  userId: number,
  fields: CodeReaderFields,
  variables: readonly string[] | null,
) {
  const errors: Record<string, string[]> = {};
  const receiver = await findReceiverLine(tx, userId, fields.receiver_number);
  if (!receiver) errors.receiver_number = [CODE_READER_MESSAGES.receiverCannotReceive];
  const reply = await findUsableLine(tx, userId, fields.sender_number);
  if (!reply) errors.sender_number = [MESSAGES.lineNotYours];
  else if (reply.use !== "general") errors.sender_number = [MESSAGES.lineWrongUse];
  if (fields.phonebook_id !== null) {
    const [book] = await tx
      .select({ id: phonebooks.id })
      .from(phonebooks)
      .where(and(eq(phonebooks.id, fields.phonebook_id), eq(phonebooks.userId, userId)));
    if (!book) errors.phonebook_id = [CODE_READER_MESSAGES.phonebookNotFound];
  }
  if (variables !== null) checkPlaceholders(fields, variables, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    title: fields.title,
    receiveLineId: receiver!.id,
    replyLineId: reply!.id,
    phonebookId: fields.phonebook_id,
    correctAnswer: fields.correct_answer,
    repeatedAnswer: fields.repeated_answer,
    wrongAnswer: fields.wrong_answer,
    expiresAt: fields.expires_at === null ? null : sendTimeToDate(fields.expires_at),
    active: fields.active,
  };
}

/**
 * Writes the file's codes under upload number `upload`: `fresh` (a new reader) inserts them all;
 * `add` skips a code the reader has; `replace` gives a code it has the file's text and variables
 * and keeps its use. Answers how many codes are new to the reader.
 */
async function writeCodes(
  tx: Tx,
  readerId: number,
  upload: number,
  file: CodesFile,
  mode: "fresh" | "add" | "replace",
): Promise<number> {
  const onConflict =
    mode === "fresh"
      ? sql``
      : mode === "add"
        ? sql`on conflict (reader_id, form) do nothing`
        : sql`on conflict (reader_id, form) do update set code = excluded.code, vars = excluded.vars, upload = excluded.upload`;
  let added = 0;
  for (let start = 0; start < file.codes.length; start += CODES_PER_INSERT) {
    const end = start + CODES_PER_INSERT;
    const codes = file.codes.slice(start, end);
    const forms = file.forms.slice(start, end);
    const values = file.values ? file.values.slice(start, end) : null;
    const vars = values ? sql`string_to_array(r.v, ${VALUE_SEPARATOR})` : sql`null::text[]`;
    const source = values
      ? sql`unnest(${sql.param(codes)}::text[], ${sql.param(forms)}::text[], ${sql.param(values)}::text[]) with ordinality as r(code, form, v, n)`
      : sql`unnest(${sql.param(codes)}::text[], ${sql.param(forms)}::text[]) with ordinality as r(code, form, n)`;
    const result = await tx.execute(sql`
      with written as (
        insert into ${codeReaderCodes} (reader_id, code, form, vars, upload)
        select ${readerId}::int, r.code, r.form, ${vars}, ${upload}::int
        from ${source}
        order by r.n
        ${onConflict}
        returning (xmax = 0) as fresh
      )
      select count(*) filter (where fresh)::int as n from written`);
    added += rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return added;
}

/** Writes the file and sets the reader's counts; a reader past the limit of codes refuses the file (nothing stays). */
async function importCodes(
  tx: Tx,
  reader: Pick<CodeReaderRow, "id" | "upload" | "codesTotal">,
  file: CodesFile,
  mode: "fresh" | "add" | "replace",
): Promise<CodeImportReport> {
  const upload = reader.upload + 1;
  const added = await writeCodes(tx, reader.id, upload, file, mode);
  let removed = 0;
  if (mode === "replace") {
    const gone = await tx.execute(sql`
      with gone as (delete from ${codeReaderCodes} where reader_id = ${reader.id} and upload <> ${upload} returning 1)
      select count(*)::int as n from gone`);
    removed = rowsOf<{ n: number }>(gone)[0]?.n ?? 0;
  }
  const total = mode === "replace" ? file.codes.length : reader.codesTotal + added;
  if (total > CODE_READER_LIMITS.codes) throw validationFailed({ file: [CODE_READER_MESSAGES.fileTooManyCodes] });
  const used =
    mode === "replace"
      ? sql`(select count(*)::int from ${codeReaderCodes} where reader_id = ${reader.id} and used_at is not null)`
      : sql`${codeReaders.codesUsed}`;
  await tx
    .update(codeReaders)
    .set({ upload, codesTotal: total, codesUsed: used, updatedAt: new Date() })
    .where(eq(codeReaders.id, reader.id));
  return { ...file.report, added, removed };
}

/** Refuses fields naming another account's lines or phonebook before a file is read for them. */
export async function checkFieldsAhead(db: Db, userId: number, fields: CodeReaderFields): Promise<void> {
  await checkedColumns(db, userId, fields, null);
}

/** Makes a reader with its codes, in one transaction: a refused field or file leaves nothing. */
export async function createCodeReader(
  db: Db,
  userId: number,
  fields: CodeReaderFields,
  file: CodesFile,
): Promise<{ id: number; report: CodeImportReport }> {
  return db.transaction(async (tx) => {
    // The account's row locked while its readers are counted, so parallel creates cannot pass the cap together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(codeReaders).where(eq(codeReaders.userId, userId));
    if ((held?.n ?? 0) >= CODE_READER_LIMITS.readers)
      throw validationFailed({ title: [CODE_READER_MESSAGES.tooManyReaders] });
    const columns = await checkedColumns(tx, userId, fields, file.variables);
    const [row] = await tx
      .insert(codeReaders)
      .values({ userId, ...columns, variables: file.variables })
      .returning();
    const report = await importCodes(tx, row!, file, "fresh");
    return { id: row!.id, report };
  });
}

/**
 * Changes the reader's fields and, with a file, its codes (`codes_mode`: add or replace), in one
 * transaction. A replacing file names the variables anew; an adding one must name the reader's.
 */
export async function updateCodeReader(
  db: Db,
  userId: number,
  id: number,
  fields: CodeReaderFields,
  file: CodesFile | null,
): Promise<CodeImportReport | null> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(codeReaders)
      .where(and(eq(codeReaders.id, id), eq(codeReaders.userId, userId)))
      .for("update");
    if (!own) throw notFound(CODE_READER_MESSAGES.readerNotFound);
    let variables = own.variables;
    if (file && fields.codes_mode === "replace") variables = file.variables;
    else if (file && file.variables.join("\n") !== own.variables.join("\n"))
      throw validationFailed({ file: [CODE_READER_MESSAGES.variablesDiffer(own.variables)] });
    const columns = await checkedColumns(tx, userId, fields, variables);
    await tx
      .update(codeReaders)
      .set({ ...columns, variables, updatedAt: new Date() })
      .where(eq(codeReaders.id, id));
    return file ? importCodes(tx, own, file, fields.codes_mode) : null;
  });
}

/** Activates or disables; answers whether the account holds it. */
export async function setCodeReaderActive(db: Db, userId: number, id: number, active: boolean): Promise<boolean> {
  const changed = await db
    .update(codeReaders)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(codeReaders.id, id), eq(codeReaders.userId, userId)))
    .returning({ id: codeReaders.id });
  return changed.length > 0;
}

/** Deletes all of `ids` with their codes and messages, or none when one is not the account's (answers false). */
export async function deleteCodeReaders(db: Db, userId: number, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: codeReaders.id })
      .from(codeReaders)
      .where(and(eq(codeReaders.userId, userId), inArray(codeReaders.id, ids)))
      .for("update");
    if (own.length !== new Set(ids).size) return false;
    await tx.delete(codeReaders).where(inArray(codeReaders.id, ids));
    return true;
  });
}

const receivedCount = sql<number>`(select count(*)::int from ${codeReaderMessages} where ${codeReaderMessages.readerId} = ${codeReaders.id})`;

function selectOut(db: Db) {
  return db
    .select({ row: codeReaders, receiverNumber: senderLines.number, senderNumber: replyLines.number, receivedCount })
    .from(codeReaders)
    .innerJoin(senderLines, eq(senderLines.id, codeReaders.receiveLineId))
    .innerJoin(replyLines, eq(replyLines.id, codeReaders.replyLineId));
}

function toOut(r: {
  row: CodeReaderRow;
  receiverNumber: string;
  senderNumber: string;
  receivedCount: number;
}): CodeReaderOut {
  const { row } = r;
  return {
    id: row.id,
    title: row.title,
    receiver_number: r.receiverNumber,
    sender_number: r.senderNumber,
    correct_answer: row.correctAnswer,
    repeated_answer: row.repeatedAnswer,
    wrong_answer: row.wrongAnswer,
    phonebook_id: row.phonebookId,
    expires_at: row.expiresAt === null ? null : dateToSendTime(row.expiresAt),
    active: row.active,
    answering: row.active && (row.expiresAt === null || row.expiresAt.getTime() > Date.now()),
    variables: row.variables,
    codes_total: row.codesTotal,
    codes_used: row.codesUsed,
    received_count: r.receivedCount,
    created_at: dateToSendTime(row.createdAt),
    updated_at: dateToSendTime(row.updatedAt),
  };
}

/** One page of the account's readers, newest first. */
export async function listCodeReaders(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CodeReaderOut[]; total: number }> {
  const where = eq(codeReaders.userId, userId);
  const [rows, [total]] = await Promise.all([
    selectOut(db).where(where).orderBy(desc(codeReaders.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(codeReaders).where(where),
  ]);
  return { rows: rows.map(toOut), total: total?.n ?? 0 };
}

/** The account's reader, or null (another account's is unknown). */
export async function findCodeReader(db: Db, userId: number, id: number): Promise<CodeReaderOut | null> {
  const [row] = await selectOut(db).where(and(eq(codeReaders.id, id), eq(codeReaders.userId, userId)));
  return row ? toOut(row) : null;
}
