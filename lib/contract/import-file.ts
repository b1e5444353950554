import * as z from "zod/mini";
import { envelope } from "./envelope";
import { startImportRequestSchema } from "./phonebook-import";

/**
 * The original file of the panel's chunked import (a reference extension). The browser reads the
 * file itself and sends its rows in chunks, so the file is announced when the import opens
 * (`file: {name, size}`) and, once the import is committed, its bytes are sent as they are
 * (`PUT phonebooks/imports/{import_id}/file`, the raw file as the body) and kept in file management
 * among the uploads («فایل ورود مخاطبان»).
 */

/** The largest file an import takes (as `POST phonebooks/{id}/import`: 60 MB). */
const IMPORT_FILE_MAX_BYTES = 60 * 1024 * 1024;

export const IMPORT_FILE_MESSAGES = {
  nameRequired: "نام فایل را بفرستید",
  sizeInvalid: "حجم فایل باید عددی بزرگ‌تر از صفر و حداکثر ۶۰ مگابایت باشد",
  notCommitted: "فایل ورود پس از ثبت آن فرستاده می‌شود",
  notDeclared: "برای این ورود فایلی اعلام نشده است",
  alreadyKept: "فایل این ورود پیش‌تر نگه داشته شده است",
  sizeMismatch: "حجم فایل با حجم اعلام‌شده در آغاز ورود یکی نیست",
} as const;

/** The file an import reads, announced when it opens. */
const importFileDeclarationSchema = z.object({
  name: z
    .string({ error: IMPORT_FILE_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, IMPORT_FILE_MESSAGES.nameRequired),
      z.maxLength(1000, IMPORT_FILE_MESSAGES.nameRequired),
    ),
  size: z
    .number({ error: IMPORT_FILE_MESSAGES.sizeInvalid })
    .check(
      z.int(IMPORT_FILE_MESSAGES.sizeInvalid),
      z.minimum(1, IMPORT_FILE_MESSAGES.sizeInvalid),
      z.maximum(IMPORT_FILE_MAX_BYTES, IMPORT_FILE_MESSAGES.sizeInvalid),
    ),
});
export type ImportFileDeclaration = z.infer<typeof importFileDeclarationSchema>;

/** `POST phonebooks/{id}/imports`: the import's records and chunks, and optionally the file it reads. */
export const startImportWithFileRequestSchema = z.extend(startImportRequestSchema, {
  file: z.optional(importFileDeclarationSchema),
});
export type StartImportWithFileRequest = z.input<typeof startImportWithFileRequestSchema>;

/** `PUT phonebooks/imports/{import_id}/file`: the file kept in file management. */
export const keptImportFileResponseSchema = envelope(
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    size: z.number().check(z.int()),
  }),
);
