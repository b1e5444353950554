import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { linkTrackerRequestSchema, type TrackedLink } from "@/lib/contract/link-tracker";
import { trackedLinks } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";

const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE = /^[a-zA-Z0-9]{4,16}$/;

/** Seven letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I). */
function newCode(): string {
  return Array.from(randomBytes(7), (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** Where short links are opened: LINK_BASE_URL, or this upstream's own address. */
function shortUrl(base: string, code: string): string {
  return `${base.replace(/\/+$/, "")}/l/${code}`;
}

/** POST panel/link_tracker: a short link counting clicks on a URL. */
export function linkTrackerRoutes(deps: Deps) {
  const { db, env } = deps;
  // The session check sits on the route, not on the group: /panel is shared with other groups.
  return new Hono<AppEnv>().post("/link_tracker", requireSession(deps), async (c) => {
    const { url } = await readBody(c, linkTrackerRequestSchema);
    for (;;) {
      const code = newCode();
      const [row] = await db
        .insert(trackedLinks)
        .values({ userId: c.get("user").id, url, code })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      const data: TrackedLink = {
        id: row.id,
        url: row.url,
        short_url: shortUrl(env.LINK_BASE_URL ?? new URL(c.req.url).origin, code),
        clicks: 0,
      };
      return ok(c, data);
    }
  });
}

/** GET /l/<code>: counts the click and sends the visitor on. */
export function shortLinkRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().get("/:code", async (c) => {
    const code = c.req.param("code");
    if (!CODE.test(code)) throw notFound(MESSAGES.notFound);
    const [row] = await db
      .update(trackedLinks)
      .set({ clicks: sql`${trackedLinks.clicks} + 1` })
      .where(eq(trackedLinks.code, code))
      .returning({ url: trackedLinks.url });
    if (!row) throw notFound(MESSAGES.notFound);
    return c.redirect(row.url, 302);
  });
}
