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
