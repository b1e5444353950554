import type { Context, MiddlewareHandler } from "hono";
import { CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { refusingBodyLimit } from "../http/body-limit";
import { MESSAGE_CODES } from "../http/messages";
import { fail } from "../http/respond";
import { FILE_SEND_MAX_BYTES } from "../sending/file-send-messages";

const uploadLimit = refusingBodyLimit(FILE_SEND_MAX_BYTES, (c) =>
  fail(c, 413, CODE_READER_MESSAGES.fileTooLarge, MESSAGE_CODES.tooLarge, {
    file: [CODE_READER_MESSAGES.fileTooLarge],
  }),
);

/** The body limit of a code reader's create or update with its codes file (60 MB, as a file send); null for any other call. */
export function codeReaderUploadLimit(c: Context): MiddlewareHandler | null {
  const path = c.req.path;
  const create = c.req.method === "POST" && /^\/v1\/api\/phonebooks\/advanced-services\/advanced-reader\/?$/.test(path);
  const update =
    c.req.method === "PUT" && /^\/v1\/api\/phonebooks\/advanced-services\/advanced-reader\/\d+\/?$/.test(path);
  return create || update ? uploadLimit : null;
}
