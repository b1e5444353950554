import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import {
  FILE_CATEGORIES,
  FILE_CATEGORY_TITLES,
  FILE_MESSAGES,
  type AccountFile,
  type FileCategories,
  type FileCategory,
  type FileListTab,
  type FileState,
} from "@/lib/contract/account-files";
import { dateToSendTime } from "@/lib/contract/send";
import type { Db, Tx } from "../db/client";
import { accountFileParts, accountFiles, ticketAttachments, tickets, userFiles, users } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";

/** The largest id a path may carry (serial columns are 32-bit); past it the file is simply not found. */
const MAX_ID = 2_147_483_647;

export type FileRow = typeof accountFiles.$inferSelect;

/** Whose files a member sees: the owner all of the account's, a colleague only those they made. */
export interface FileViewer {
  userId: number;
  memberId: number;
  owner: boolean;
}

const visibleTo = (viewer: FileViewer): SQL =>
  and(eq(accountFiles.userId, viewer.userId), viewer.owner ? undefined : eq(accountFiles.memberId, viewer.memberId))!;

/** Exports and uploads are deleted here; a document or an attachment belongs to its own page. */
const deletable = (row: Pick<FileRow, "category" | "state">) =>
  (row.category === "exports" || row.category === "uploads") && row.state !== "writing";

function fileOut(row: FileRow, madeBy: string | null): AccountFile {
  return {
    id: row.id,
    category: row.category as FileCategory,
    source: row.source,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    state: row.state as FileState,
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    made_by: madeBy,
    deletable: deletable(row),
    created_at: dateToSendTime(row.createdAt),
    finished_at: row.finishedAt ? dateToSendTime(row.finishedAt) : null,
  };
}

/**
 * Documents and ticket attachments of the account that the list does not hold yet join it (each
 * once: their references are unique, so two processes adding the same one keep one row).
 */
async function gatherReferencedFiles(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${accountFiles} (user_id, member_id, category, source, name, content_type, size, state, user_file_id, created_at, finished_at)
    select f.user_id, f.user_id, 'documents', 'document', f.name, f.content_type, f.size, 'ready', f.id, f.created_at, f.created_at
    from ${userFiles} f
    where f.user_id = ${userId} and f.purpose = 'document'
      and not exists (select 1 from ${accountFiles} a where a.user_file_id = f.id)
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${accountFiles} (user_id, member_id, category, source, name, content_type, size, state, ticket_attachment_id, created_at, finished_at)
    select t.user_id, t.user_id, 'tickets', 'ticket_attachment', a.name, a.content_type, a.size, 'ready', a.id, a.created_at, a.created_at
    from ${ticketAttachments} a join ${tickets} t on t.id = a.ticket_id
    where t.user_id = ${userId}
      and not exists (select 1 from ${accountFiles} f where f.ticket_attachment_id = a.id)
    on conflict do nothing`);
}

/** The makers' names (or mobiles) by member id. */
async function makers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name?.trim() || `0${r.mobile.slice(2)}`]));
}

export async function filesOut(db: Db, rows: FileRow[]): Promise<AccountFile[]> {
  const names = await makers(db, [...new Set(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])))]);
  return rows.map((row) => fileOut(row, row.memberId === null ? null : (names.get(row.memberId) ?? null)));
}

/** A page of the files the member sees, newest first, all or of one category. */
export async function listFiles(
  db: Db,
  viewer: FileViewer,
  category: FileListTab,
  page: number,
  perPage: number,
): Promise<{ rows: AccountFile[]; total: number }> {
  await gatherReferencedFiles(db, viewer.userId);
  const where = and(visibleTo(viewer), category === "all" ? undefined : eq(accountFiles.category, category));
  const [{ total }] = (await db.select({ total: count() }).from(accountFiles).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(accountFiles)
    .where(where)
    .orderBy(desc(accountFiles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: await filesOut(db, rows), total };
}

/** Bytes the account's files hold (what is being written counts as far as it is). */
export async function usedBytes(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${accountFiles.size}), 0)` })
    .from(accountFiles)
    .where(eq(accountFiles.userId, userId));
  return Number(row?.used ?? 0);
}

export async function quotaOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ quota: users.fileQuotaBytes }).from(users).where(eq(users.id, userId));
  return row?.quota ?? 0;
}

/** Each category with its count and bytes for the member, and the account's storage against its quota. */
export async function fileCategories(db: Db, viewer: FileViewer): Promise<FileCategories> {
  await gatherReferencedFiles(db, viewer.userId);
  const rows = await db
    .select({
      category: accountFiles.category,
      count: count(),
      size: sql<string>`coalesce(sum(${accountFiles.size}), 0)`,
    })
    .from(accountFiles)
    .where(visibleTo(viewer))
    .groupBy(accountFiles.category);
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  return {
    categories: FILE_CATEGORIES.map((key) => ({
      key,
      title: FILE_CATEGORY_TITLES[key],
      count: Number(byCategory.get(key)?.count ?? 0),
      size: Number(byCategory.get(key)?.size ?? 0),
    })),
    used_bytes: await usedBytes(db, viewer.userId),
    quota_bytes: await quotaOf(db, viewer.userId),
  };
}

/** One file the member sees; another account's, another colleague's or an unknown id is 404 alike. */
export async function findFile(db: Db, viewer: FileViewer, id: number): Promise<FileRow> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound(FILE_MESSAGES.fileNotFound);
  const [row] = await db
    .select()
    .from(accountFiles)
    .where(and(visibleTo(viewer), eq(accountFiles.id, id)))
    .limit(1);
  if (!row) throw notFound(FILE_MESSAGES.fileNotFound);
  return row;
}

/**
 * Deletes an export that is not being written, or an upload (the send or import that read it stays
 * as it is); a document or an attachment is refused.
 */
export async function deleteFile(db: Db, viewer: FileViewer, id: number): Promise<FileRow> {
  const row = await findFile(db, viewer, id);
  if (row.state === "writing") throw new ApiFailure(409, FILE_MESSAGES.deleteWhileWriting, MESSAGE_CODES.conflict);
  if (!deletable(row)) throw new ApiFailure(403, FILE_MESSAGES.notDeletable, MESSAGE_CODES.forbidden);
  // Only a file no writer holds: a file still being written is never pulled from under it.
  const [gone] = await db
    .delete(accountFiles)
    .where(and(eq(accountFiles.id, row.id), sql`${accountFiles.state} <> 'writing'`))
    .returning();
  if (!gone) throw new ApiFailure(409, FILE_MESSAGES.deleteWhileWriting, MESSAGE_CODES.conflict);
  return gone;
}

/** A ready file's bytes, part after part (an export, an upload), or whole where they live (a document, an attachment). */
export async function* fileBytes(db: Db, row: FileRow): AsyncGenerator<Uint8Array> {
  if (row.userFileId !== null) {
    const [file] = await db.select({ body: userFiles.body }).from(userFiles).where(eq(userFiles.id, row.userFileId));
    if (file) yield new Uint8Array(file.body);
    return;
  }
  if (row.ticketAttachmentId !== null) {
    const [file] = await db
      .select({ body: ticketAttachments.body })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.id, row.ticketAttachmentId));
    if (file) yield new Uint8Array(file.body);
    return;
  }
  let after = -1;
  for (;;) {
    const [part] = await db
      .select({ seq: accountFileParts.seq, body: accountFileParts.body })
      .from(accountFileParts)
      .where(and(eq(accountFileParts.fileId, row.id), gt(accountFileParts.seq, after)))
      .orderBy(asc(accountFileParts.seq))
      .limit(1);
    if (!part) return;
    yield new Uint8Array(part.body);
    after = part.seq;
  }
}
