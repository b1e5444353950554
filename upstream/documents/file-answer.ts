import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { DOCUMENT_MESSAGES } from "@/lib/contract/documents";
import type { Db } from "../db/client";
import { userFiles } from "../db/schema";
import { notFound } from "../http/failure";

/** RFC 6266 / 5987: an ASCII fallback and the real (Persian) name, so neither can break the header. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One of the account's document files, to open: only its own (any other id is 404, whoever's it
 * is), with the type its content was found to be, no sniffing, and a policy under which nothing in
 * it can run. Images open in the tab; a PDF is downloaded.
 */
export async function documentFileAnswer(c: Context, db: Db, userId: number, fileId: number): Promise<Response> {
  const [file] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.id, fileId), eq(userFiles.userId, userId), eq(userFiles.purpose, "document")));
  if (!file) throw notFound(DOCUMENT_MESSAGES.fileNotFound);
  const inline = file.contentType === "image/jpeg" || file.contentType === "image/png";
  return c.body(new Uint8Array(file.body), 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
}
