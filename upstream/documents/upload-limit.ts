import type { Context, MiddlewareHandler } from "hono";
import { DOCUMENT_MESSAGES, DOCUMENT_RULES } from "@/lib/contract/documents";
import { refusingBodyLimit } from "../http/body-limit";
import { MESSAGE_CODES } from "../http/messages";
import { fail } from "../http/respond";

/** The most files a kind takes at 5 MB each, and room for the form around them. */
const UPLOAD_MAX_BYTES = DOCUMENT_RULES.maxFilesPerKind * DOCUMENT_RULES.maxFileBytes + 256 * 1024;

const uploadLimit = refusingBodyLimit(UPLOAD_MAX_BYTES, (c) =>
  fail(c, 413, DOCUMENT_MESSAGES.bodyTooLarge, MESSAGE_CODES.tooLarge, { files: [DOCUMENT_MESSAGES.bodyTooLarge] }),
);

/** The body limit of a document upload (`POST user/documents/upload`), larger than the general 1 MB; null for any other request. */
export function documentUploadLimit(c: Context): MiddlewareHandler | null {
  return c.req.method === "POST" && /^\/v1\/api\/user\/documents\/upload\/?$/.test(c.req.path) ? uploadLimit : null;
}
