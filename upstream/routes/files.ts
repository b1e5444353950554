import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { storedFiles } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * GET panel/files/:name: files the upstream keeps in its database (banner images). Public, since
 * an <img> sends no token; served so they cannot run script even when opened directly.
 */
export function fileRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/:name", async (c) => {
    const name = c.req.param("name");
    if (!FILE_NAME.test(name)) throw notFound(MESSAGES.fileNotFound);
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.name, name)).limit(1);
    if (!file) throw notFound(MESSAGES.fileNotFound);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": file.contentType,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=3600",
    });
  });
}
