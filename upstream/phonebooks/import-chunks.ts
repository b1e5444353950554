import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import {
  IMPORT_MESSAGES,
  type ImportResult,
  type ImportRow,
  type PhonebookImport,
  type StartImportRequest,
} from "@/lib/contract/phonebook-import";
import { IMPORT_FILE_MESSAGES, type ImportFileDeclaration } from "@/lib/contract/import-file";
import type { Db, Tx } from "../db/client";
import type { FileRow } from "../files/store";
import { cleanFileName } from "../documents/file-name";
import { keepUpload, type UploadOwner } from "../files/uploads";
import { contacts, phonebookImportChunks, phonebookImportRows, phonebookImports } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { rowsOf } from "../banks/sql-rows";
import { adjustCounts, lockPhonebooks } from "./contact-writes";
import { visibleFeaturesById } from "./features";
import { checkImportRow, type ImportedContact } from "./import-rows";
import type { PhonebookRow } from "./ownership";

type ImportRowRecord = typeof phonebookImports.$inferSelect;

/** Open imports nobody committed are dropped after a day, with what they staged. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

async function stateOf(db: Db | Tx, row: ImportRowRecord): Promise<PhonebookImport> {
  const chunks = await db
    .select({ index: phonebookImportChunks.chunkIndex })
    .from(phonebookImportChunks)
    .where(eq(phonebookImportChunks.importId, row.id))
    .orderBy(asc(phonebookImportChunks.chunkIndex));
  return {
    import_id: row.id,
    phonebook_id: row.phonebookId,
    status: row.status as PhonebookImport["status"],
    records: row.records,
    chunks: row.chunks,
    received_chunks: chunks.map((c) => c.index),
    staged: row.staged,
    errors: row.errors,
    added: row.added,
    existences: row.existences,
  };
}

async function ownImport(db: Db | Tx, userId: number, importId: string, lock = false): Promise<ImportRowRecord> {
  const query = db
    .select()
    .from(phonebookImports)
    .where(and(eq(phonebookImports.id, importId), eq(phonebookImports.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
  return row;
}

const alreadyCommitted = () =>
  new ApiFailure(409, IMPORT_MESSAGES.importCommitted, MESSAGE_CODES.conflict, {
    import_id: [IMPORT_MESSAGES.importCommitted],
  });

/**
 * Opens an import into a phonebook. With the caller's `import_id` the call may be repeated: the
 * same id answers the import it opened (refused when it was opened for another phonebook). The
 * file the browser reads may be announced (`file: {name, size}`) and sent once the import is
 * committed ({@link keepImportFile}).
 */
export async function startImport(
  db: Db,
  owner: UploadOwner,
  phonebook: PhonebookRow,
  request: Required<Pick<StartImportRequest, "records" | "chunks">> & {
    import_id?: string;
    file?: ImportFileDeclaration;
  },
): Promise<PhonebookImport> {
  const { userId } = owner;
  await db
    .delete(phonebookImports)
    .where(
      and(
        eq(phonebookImports.userId, userId),
        eq(phonebookImports.status, "open"),
        lt(phonebookImports.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    );
  const id = request.import_id ?? randomUUID();
  // The import opens with its announced file (kept once it arrives after the commit); a repeated call opens nothing again.
  await db
    .insert(phonebookImports)
    .values({
      id,
      userId,
      memberId: owner.memberId,
      phonebookId: phonebook.id,
      chunks: request.chunks,
      records: request.records,
      fileName: request.file ? cleanFileName(request.file.name) : null,
      fileSize: request.file?.size ?? null,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(phonebookImports).where(eq(phonebookImports.id, id));
  // An id taken by another user reads as one that cannot be used.
  if (!row || row.userId !== userId) throw validationFailed({ import_id: [IMPORT_MESSAGES.importIdInvalid] });
  if (row.phonebookId !== phonebook.id)
    throw validationFailed({ import_id: [IMPORT_MESSAGES.importForOtherPhonebook] });
  return stateOf(db, row);
}

export async function importState(db: Db, userId: number, importId: string): Promise<PhonebookImport> {
  return stateOf(db, await ownImport(db, userId, importId));
}

/** Writes a chunk's checked contacts to the staging table, each column one array. */
async function stageRows(
  tx: Tx,
  importId: string,
  chunkIndex: number,
  rows: Array<{ position: number; contact: ImportedContact }>,
): Promise<void> {
  if (rows.length === 0) return;
  const positions = rows.map((r) => r.position);
  const c = rows.map((r) => r.contact);
  await tx.execute(sql`
    insert into ${phonebookImportRows} (import_id, chunk_index, position, msisdn, pre, name, email, gender, options)
    select ${importId}, ${chunkIndex}::int, r.position, r.msisdn, r.pre, r.name, r.email, r.gender, r.options::jsonb
    from unnest(${sql.param(positions)}::int[], ${sql.param(c.map((x) => x.msisdn))}::text[], ${sql.param(c.map((x) => x.pre))}::text[],
      ${sql.param(c.map((x) => x.name))}::text[], ${sql.param(c.map((x) => x.email))}::text[], ${sql.param(c.map((x) => x.gender))}::smallint[],
      ${sql.param(c.map((x) => JSON.stringify(x.options)))}::text[]) as r(position, msisdn, pre, name, email, gender, options)`);
}

/**
 * One chunk under its index. Each row is checked again (a row that fails counts in `errors`);
 * the chunk's index is claimed in the same transaction as its rows, so a chunk sent again after a
 * lost answer is not staged twice: its second arrival answers the import as it stands.
 */
export async function putChunk(
  db: Db,
  userId: number,
  importId: string,
  chunkIndex: number,
  list: ImportRow[],
): Promise<PhonebookImport> {
  const current = await ownImport(db, userId, importId);
  if (current.status !== "open") throw alreadyCommitted();
  if (chunkIndex >= current.chunks) throw validationFailed({ chunk_index: [IMPORT_MESSAGES.chunkIndexInvalid] });

  const featureIds = new Set<number>();
  for (const row of list) for (const key of Object.keys(row.options ?? {})) featureIds.add(Number(key));
  const features = await visibleFeaturesById(db, userId, [...featureIds]);
  const staged: Array<{ position: number; contact: ImportedContact }> = [];
  list.forEach((row, position) => {
    const contact = checkImportRow(row, features);
    if (contact) staged.push({ position, contact });
  });
  const errors = list.length - staged.length;

  return db.transaction(async (tx) => {
    const locked = await ownImport(tx, userId, importId, true);
    if (locked.status !== "open") throw alreadyCommitted();
    const [claimed] = await tx
      .insert(phonebookImportChunks)
      .values({ importId, chunkIndex, records: list.length, errors })
      .onConflictDoNothing()
      .returning({ index: phonebookImportChunks.chunkIndex });
    if (!claimed) return stateOf(tx, locked);
    if (locked.staged + locked.errors + list.length > locked.records)
      throw validationFailed({ contacts: [IMPORT_MESSAGES.moreThanDeclared] });
    await stageRows(tx, importId, chunkIndex, staged);
    const [updated] = await tx
      .update(phonebookImports)
      .set({
        staged: sql`${phonebookImports.staged} + ${staged.length}`,
        errors: sql`${phonebookImports.errors} + ${errors}`,
      })
      .where(eq(phonebookImports.id, importId))
      .returning();
    return stateOf(tx, updated!);
  });
}

/**
 * Moves every staged contact into the phonebook in one transaction: each number once (its first
 * row), in file order, skipping numbers the phonebook has. Every chunk must have arrived.
 * Committing again answers the first commit's counts.
 */
export async function commitImport(db: Db, userId: number, importId: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const row = await ownImport(tx, userId, importId, true);
    if (row.status === "committed")
      return { added: row.added ?? 0, existences: row.existences ?? 0, errors: row.errors };
    const received = await tx
      .select({ index: phonebookImportChunks.chunkIndex })
      .from(phonebookImportChunks)
      .where(eq(phonebookImportChunks.importId, importId));
    const have = new Set(received.map((r) => r.index));
    const missing: number[] = [];
    for (let i = 0; i < row.chunks && missing.length <= 10; i++) if (!have.has(i)) missing.push(i);
    if (missing.length > 0) throw validationFailed({ chunks: [IMPORT_MESSAGES.chunksMissing(missing)] });

    const now = new Date();
    // The staged rows are made distinct below: a phonebook still empty needs no conflict check.
    const { allEmpty } = await lockPhonebooks(tx, [row.phonebookId]);
    const onConflict = allEmpty ? sql`` : sql`on conflict (phonebook_id, msisdn) do nothing`;
    const result = await tx.execute(sql`
      with added as (
        insert into ${contacts} (user_id, phonebook_id, msisdn, pre, name, email, gender, options, created_at, updated_at)
        select ${userId}::int, ${row.phonebookId}::int, s.msisdn, s.pre, s.name, s.email, s.gender, s.options, ${now}::timestamptz, ${now}::timestamptz
        from (
          select distinct on (msisdn) msisdn, pre, name, email, gender, options, chunk_index, position
          from ${phonebookImportRows} where import_id = ${importId}
          order by msisdn, chunk_index, position
        ) s
        order by s.chunk_index, s.position
        ${onConflict}
        returning 1
      )
      select count(*)::int as n from added`);
    const added = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    await adjustCounts(tx, new Map([[row.phonebookId, added]]), now);
    await tx.delete(phonebookImportRows).where(eq(phonebookImportRows.importId, importId));
    const existences = row.staged - added;
    await tx
      .update(phonebookImports)
      .set({ status: "committed", added, existences, committedAt: now })
      .where(eq(phonebookImports.id, importId));
    return { added, existences, errors: row.errors };
  });
}

const fileConflict = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict, { file: [message] });

/**
 * The original file of a committed import, sent once: kept in file management («فایل ورود
 * مخاطبان») as the member who opened the import. Refused before the commit, for an import whose
 * file was not announced or is already kept, and for a body not of the announced size; another
 * account's import is not found. The import's row is locked, so two sends of the file keep one.
 */
export async function keepImportFile(db: Db, userId: number, importId: string, bytes: Uint8Array): Promise<FileRow> {
  return db.transaction(async (tx) => {
    const row = await ownImport(tx, userId, importId, true);
    if (row.status !== "committed") throw fileConflict(IMPORT_FILE_MESSAGES.notCommitted);
    if (row.fileName === null || row.fileSize === null) throw fileConflict(IMPORT_FILE_MESSAGES.notDeclared);
    if (row.fileKeptAt !== null) throw fileConflict(IMPORT_FILE_MESSAGES.alreadyKept);
    if (bytes.length !== row.fileSize) throw validationFailed({ file: [IMPORT_FILE_MESSAGES.sizeMismatch] });
    const kept = await keepUpload(tx, { userId: row.userId, memberId: row.memberId ?? row.userId }, "contacts_import", {
      name: row.fileName,
      bytes,
    });
    await tx.update(phonebookImports).set({ fileKeptAt: new Date() }).where(eq(phonebookImports.id, importId));
    return kept;
  });
}
