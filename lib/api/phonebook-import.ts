"use client";

import { useQuery } from "@tanstack/react-query";
import { envelope } from "../contract/envelope";
import type { ExportFormat } from "../contract/common";
import {
  importResultSchema,
  phonebookImportResponseSchema,
  startImportRequestSchema,
  type ImportResult,
  type ImportRow,
  type PhonebookImport,
  type StartImportRequest,
} from "../contract/phonebook-import";
import { keptImportFileResponseSchema, type StartImportWithFileRequest } from "../contract/import-file";
import { phonebookOptionListResponseSchema } from "../contract/phonebooks";
import { apiGet, apiRequest } from "./client";

const importResultResponseSchema = envelope(importResultSchema);

const phonebookImportKeys = {
  /** Under the phonebooks' prefix, so invalidating `["phonebooks"]` refreshes it too. */
  features: () => ["phonebooks", "import", "features"] as const,
};

/**
 * The file each phonebook's import dialog is reading, set by the dialog before its upload starts:
 * the import announces it when it opens and sends it once committed, so the original file is kept
 * in file management («فایل ورود مخاطبان») though only its rows were uploaded.
 */
const importFiles = new Map<number, File>();
/** The phonebook of each import opened or read here, to find its file at the commit. */
const importPhonebooks = new Map<string, number>();

/** Names the file the next import into this phonebook reads (null when the dialog lets it go). */
export function setImportFile(phonebookId: number, file: File | null): void {
  if (file) importFiles.set(phonebookId, file);
  else importFiles.delete(phonebookId);
}

/** Opens an import into a phonebook; the same `import_id` again answers the import it opened. */
function openImport(phonebookId: number, request: StartImportRequest, signal?: AbortSignal): Promise<PhonebookImport> {
  const file = importFiles.get(phonebookId);
  const json: StartImportWithFileRequest = {
    ...startImportRequestSchema.parse(request),
    ...(file && file.size > 0 ? { file: { name: file.name, size: file.size } } : {}),
  };
  return apiRequest(phonebookImportResponseSchema, `v1/api/phonebooks/${phonebookId}/imports`, {
    method: "post",
    json,
    signal,
  }).then((body) => {
    importPhonebooks.set(body.data.import_id, body.data.phonebook_id);
    return body.data;
  });
}

/** Stores one chunk under its index; a chunk sent again is not taken twice. */
function putImportChunk(
  importId: string,
  index: number,
  contacts: ImportRow[],
  signal?: AbortSignal,
): Promise<PhonebookImport> {
  return apiRequest(phonebookImportResponseSchema, `v1/api/phonebooks/imports/${importId}/chunks/${index}`, {
    method: "put",
    json: { contacts },
    signal,
  }).then((body) => body.data);
}

/** Which chunks arrived, and once committed what the import did. */
function readImport(importId: string, signal?: AbortSignal): Promise<PhonebookImport> {
  return apiRequest(phonebookImportResponseSchema, `v1/api/phonebooks/imports/${importId}`, {
    method: "get",
    signal,
  }).then((body) => {
    importPhonebooks.set(body.data.import_id, body.data.phonebook_id);
    return body.data;
  });
}

/** Sends a committed import's original file as it is (the body), to be kept in file management. */
function putImportFile(importId: string, file: Blob, signal?: AbortSignal) {
  return apiRequest(keptImportFileResponseSchema, `v1/api/phonebooks/imports/${importId}/file`, {
    method: "put",
    body: file,
    headers: { "content-type": "application/octet-stream" },
    signal,
  }).then((body) => body.data);
}

/**
 * After the commit, the import's file (when the dialog named one) goes to file management. The
 * import is done whatever happens to its file: a file that does not arrive leaves the contacts in
 * place, and the upstream keeps a file once, so a commit answered again does not send it twice.
 */
async function keepCommittedFile(importId: string, signal?: AbortSignal): Promise<void> {
  const phonebookId = importPhonebooks.get(importId);
  const file = phonebookId === undefined ? undefined : importFiles.get(phonebookId);
  if (phonebookId === undefined || !file) return;
  importFiles.delete(phonebookId);
  importPhonebooks.delete(importId);
  try {
    await putImportFile(importId, file, signal);
  } catch {
    // The contacts are in: the file list is an extra, never a reason to fail the import.
  }
}

/** Moves every staged contact into the phonebook in one transaction, then keeps its file. */
function commitImport(importId: string, signal?: AbortSignal): Promise<ImportResult> {
  return apiRequest(importResultResponseSchema, `v1/api/phonebooks/imports/${importId}/commit`, {
    method: "post",
    json: {},
    signal,
  }).then(async (body) => {
    await keepCommittedFile(importId, signal);
    return body.data;
  });
}

/** The calls an import upload makes, in one object so a caller can stand in for them. */
export const phonebookImportApi = {
  open: openImport,
  putChunk: putImportChunk,
  read: readImport,
  commit: commitImport,
};

/**
 * The sample file's address through the BFF, for a plain link: the browser sends the session
 * cookie and the answer comes as an attachment.
 */
export function importSampleUrl(phonebookId: number, format: ExportFormat): string {
  return `/api/v1/api/phonebooks/${phonebookId}/import/get-sample?format=${format}`;
}

/** Custom features a file column may fill: the enabled ones the user sees (own and system). */
export function useImportFeatures(enabled: boolean) {
  return useQuery({
    queryKey: phonebookImportKeys.features(),
    queryFn: () =>
      apiGet(phonebookOptionListResponseSchema, "v1/api/phonebooks/options/list-new", {
        page: 1,
        per_page: 1000,
        enabled: "1",
      }).then((body) => body.data),
    enabled,
  });
}
