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
import { phonebookOptionListResponseSchema } from "../contract/phonebooks";
import { apiGet, apiRequest } from "./client";

const importResultResponseSchema = envelope(importResultSchema);

const phonebookImportKeys = {
  /** Under the phonebooks' prefix, so invalidating `["phonebooks"]` refreshes it too. */
  features: () => ["phonebooks", "import", "features"] as const,
};

/** Opens an import into a phonebook; the same `import_id` again answers the import it opened. */
function openImport(phonebookId: number, request: StartImportRequest, signal?: AbortSignal): Promise<PhonebookImport> {
  const json = startImportRequestSchema.parse(request);
  return apiRequest(phonebookImportResponseSchema, `v1/api/phonebooks/${phonebookId}/imports`, {
    method: "post",
    json,
    signal,
  }).then((body) => body.data);
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
  }).then((body) => body.data);
}

/** Moves every staged contact into the phonebook in one transaction. */
function commitImport(importId: string, signal?: AbortSignal): Promise<ImportResult> {
  return apiRequest(importResultResponseSchema, `v1/api/phonebooks/imports/${importId}/commit`, {
    method: "post",
    json: {},
    signal,
  }).then((body) => body.data);
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
