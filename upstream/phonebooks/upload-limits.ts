import type { Context, MiddlewareHandler } from "hono";
import { IMPORT_MESSAGES } from "@/lib/contract/phonebook-import";
import { refusingBodyLimit } from "../http/body-limit";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { fail } from "../http/respond";
import { FILE_SEND_MAX_BYTES } from "../sending/file-send-messages";

/** A chunk of 10,000 contacts with their fields stays well under this. */
const IMPORT_CHUNK_MAX_BYTES = 4 * 1024 * 1024;

const fileLimit = refusingBodyLimit(FILE_SEND_MAX_BYTES, (c) =>
  fail(c, 413, IMPORT_MESSAGES.fileTooLarge, MESSAGE_CODES.tooLarge, { file: [IMPORT_MESSAGES.fileTooLarge] }),
);
const chunkLimit = refusingBodyLimit(IMPORT_CHUNK_MAX_BYTES, (c) =>
  fail(c, 413, MESSAGES.bodyTooLarge, MESSAGE_CODES.tooLarge),
);

/**
 * The body limit of a phonebook upload, which is larger than every other request's: a file
 * import (`POST phonebooks/{id}/import`, 60 MB like a file send), a chunked import's original file
 * (`PUT phonebooks/imports/{import_id}/file`, 60 MB) or an import chunk (4 MB).
 * Null for any other request.
 */
export function phonebookUploadLimit(c: Context): MiddlewareHandler | null {
  if (c.req.method === "POST" && /^\/v1\/api\/phonebooks\/\d+\/import\/?$/.test(c.req.path)) return fileLimit;
  if (c.req.method === "PUT" && /^\/v1\/api\/phonebooks\/imports\/[^/]+\/chunks\/[^/]+\/?$/.test(c.req.path))
    return chunkLimit;
  if (c.req.method === "PUT" && /^\/v1\/api\/phonebooks\/imports\/[^/]+\/file\/?$/.test(c.req.path)) return fileLimit;
  return null;
}
