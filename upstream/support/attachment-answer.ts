import type { Context } from "hono";
import { and, eq, sql } from "drizzle-orm";
import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import type { Db } from "../db/client";
import { ticketAttachments } from "../db/schema";
import { contentDisposition } from "../documents/file-answer";
import { notFound } from "../http/failure";
import { MAX_STORED_ID } from "./owned-ticket";

/**
 * One of the account's request files, downloaded: only its own (any other id is 404, whoever's it
 * is), always as an attachment under its kept name, with the type its content was found to be, no
 * sniffing, a policy under which nothing in it can run, and never kept by a cache.
 */
export async function ticketAttachmentAnswer(c: Context, db: Db, accountId: number, id: number): Promise<Response> {
  const [file] =
    !Number.isSafeInteger(id) || id < 1 || id > MAX_STORED_ID
      ? []
      : await db
          .select({
            name: ticketAttachments.name,
            contentType: ticketAttachments.contentType,
            body: sql<string>`encode(${ticketAttachments.body}, 'base64')`,
          })
          .from(ticketAttachments)
          .where(and(eq(ticketAttachments.id, id), eq(ticketAttachments.userId, accountId)));
  if (!file) throw notFound(SUPPORT_MESSAGES.attachmentNotFound);
  // Read as base64 text, as it is written (attachment-files.ts): PGlite hands bytea back byte by byte.
  return c.body(new Uint8Array(Buffer.from(file.body, "base64")), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition("attachment", file.name),
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}
