import type { Context, MiddlewareHandler } from "hono";
import { SUPPORT_MESSAGES, SUPPORT_RULES } from "@/lib/contract/support";
import { refusingBodyLimit } from "../http/body-limit";
import { MESSAGE_CODES } from "../http/messages";
import { fail } from "../http/respond";

/** Five files at 10 MB each, and room for the form around them (the texts, the parts' headers). */
const UPLOAD_MAX_BYTES = SUPPORT_RULES.maxFiles * SUPPORT_RULES.maxFileBytes + 256 * 1024;

const uploadLimit = refusingBodyLimit(UPLOAD_MAX_BYTES, (c) =>
  fail(c, 413, SUPPORT_MESSAGES.bodyTooLarge, MESSAGE_CODES.tooLarge, { file: [SUPPORT_MESSAGES.bodyTooLarge] }),
);

/** The body limit of a request or a reply with files (`POST ticket`, `POST ticket/interaction`); null for any other call. */
export function supportUploadLimit(c: Context): MiddlewareHandler | null {
  return c.req.method === "POST" && /^\/v1\/api\/ticket(\/interaction)?\/?$/.test(c.req.path) ? uploadLimit : null;
}
