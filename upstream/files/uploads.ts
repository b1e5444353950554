import { and, eq, lt, sql } from "drizzle-orm";
import type { ImportFileDeclaration } from "@/lib/contract/import-file";
import type { Tx } from "../db/client";
import { accountFileParts, accountFiles } from "../db/schema";
import { cleanFileName } from "../documents/file-name";
import type { FileRow } from "./store";

/** What an uploaded file was for: a send from a file, or contacts imported from one. */
export type UploadSource = "send_file" | "contacts_import";

/** The account the file belongs to and the member who uploaded it. */
export interface UploadOwner {
  userId: number;
  memberId: number;
}

/** A file as it came: the name the browser gave it and its bytes. */
export interface UploadedBytes {
  name: string;
  bytes: Uint8Array;
}

/** Bytes per stored part, as the background writer stores an export's. */
const PART_BYTES = 512 * 1024;

/**
 * The formats an uploaded file may have (the recipients parser reads these and refuses the rest),
 * by its name; the browser's declared type is not trusted.
 */
const CONTENT_TYPES: Record<string, string> = {
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
};

function uploadContentType(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/**
 * Keeps an uploaded file in file management (category `uploads`): its row and its parts written
 * in the caller's transaction, so the file exists only if the send or import that read it is
 * stored, and a failure midway leaves no half-written file.
 *
 * Quota: the file counts in the account's storage, but a full quota never refuses it — a send or
 * an import must not fail because of the file list. The quota only refuses new exports; deleting
 * uploads frees room for them.
 */
export async function keepUpload(
  tx: Tx,
  owner: UploadOwner,
  source: UploadSource,
  file: UploadedBytes,
  job: Record<string, unknown> | null = null,
): Promise<FileRow> {
  const name = cleanFileName(file.name);
  const now = new Date();
  const [row] = await tx
    .insert(accountFiles)
    .values({
      userId: owner.userId,
      memberId: owner.memberId,
      category: "uploads",
      source,
      name,
      contentType: uploadContentType(name),
      size: file.bytes.length,
      state: "ready",
      job,
      createdAt: now,
      finishedAt: now,
    })
    .returning();
  const { bytes } = file;
  for (let seq = 0, at = 0; at < bytes.length; seq++, at += PART_BYTES) {
    await tx
      .insert(accountFileParts)
      .values({ fileId: row!.id, seq, body: Buffer.from(bytes.subarray(at, at + PART_BYTES)) });
  }
  return row!;
}

/**
 * A chunked import's file, announced when the import opens and not yet sent: a row of state
 * `awaiting` (no bytes, size 0) that file management never shows (store.ts), holding the
 * announced name and size for the file's own call to check.
 */
export const AWAITING = "awaiting";
/** An announced file never sent is dropped after a day, as an import never committed is. */
const AWAITING_KEPT_MS = 24 * 3600 * 1000;

interface AwaitingJob {
  kind: "import_file";
  import_id: string;
  size: number;
}

const importJob = (importId: string) => sql`${accountFiles.job}->>'import_id' = ${importId}`;

/** Announces the file of a newly opened import; announcements older than a day are dropped. */
export async function announceImportFile(
  tx: Tx,
  owner: UploadOwner,
  importId: string,
  file: ImportFileDeclaration,
): Promise<void> {
  await tx
    .delete(accountFiles)
    .where(
      and(
        eq(accountFiles.userId, owner.userId),
        eq(accountFiles.state, AWAITING),
        lt(accountFiles.createdAt, new Date(Date.now() - AWAITING_KEPT_MS)),
      ),
    );
  await tx.insert(accountFiles).values({
    userId: owner.userId,
    memberId: owner.memberId,
    category: "uploads",
    source: "contacts_import",
    name: cleanFileName(file.name),
    contentType: uploadContentType(file.name),
    state: AWAITING,
    job: { kind: "import_file", import_id: importId, size: file.size } satisfies AwaitingJob,
  });
}

/** The import's file as it stands: announced and awaited, already kept, or never announced. */
export type ImportFileState = { state: "awaiting"; row: FileRow; size: number } | { state: "kept" } | { state: "none" };

/** Reads (and locks) the file of an import; the caller holds the import's row locked too. */
export async function importFileState(tx: Tx, userId: number, importId: string): Promise<ImportFileState> {
  const rows = await tx
    .select()
    .from(accountFiles)
    .where(and(eq(accountFiles.userId, userId), importJob(importId)))
    .for("update");
  const awaiting = rows.find((r) => r.state === AWAITING);
  if (awaiting)
    return { state: "awaiting", row: awaiting, size: Number((awaiting.job as unknown as AwaitingJob).size) };
  return rows.length > 0 ? { state: "kept" } : { state: "none" };
}

/** The awaited file arrived: the announcement gives way to the kept file, in the caller's transaction. */
export async function keepAwaitedImportFile(
  tx: Tx,
  awaiting: FileRow,
  bytes: Uint8Array,
  importId: string,
): Promise<FileRow> {
  await tx.delete(accountFiles).where(eq(accountFiles.id, awaiting.id));
  return keepUpload(
    tx,
    { userId: awaiting.userId, memberId: awaiting.memberId ?? awaiting.userId },
    "contacts_import",
    { name: awaiting.name, bytes },
    { kind: "import_file", import_id: importId },
  );
}
