import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { ExportFormat } from "@/lib/contract/common";
import {
  inboxExportQuerySchema,
  inboxExportRequestSchema,
  inboxIdsRequestSchema,
  inboxListRequestSchema,
  type ParsedInboxFilters,
} from "@/lib/contract/inbox";
import type { Db } from "../db/client";
import { inboxMessages } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { exportResponse } from "../files/export-response";
import { inboxWhere } from "../inbox/filters";
import { inboxMessageOut, unreadCount } from "../inbox/rows";

/** The file as an attachment, sent as it is written. */
function inboxFile(c: Context, db: Db, userId: number, filters: ParsedInboxFilters, format: ExportFormat) {
  return exportResponse(c, db, { kind: "inbox", params: { filters }, format, baseName: "inbox" });
}

/** The user's own messages among `ids`: ids of other users' messages are passed over, never touched. */
const ownIds = (userId: number, ids: number[]) => and(eq(inboxMessages.userId, userId), inArray(inboxMessages.id, ids));

/**
 * `report/messages-inbox`: received SMS (Edge's list, newest first), their export, marking them
 * read, deleting them, and the unread count for the navigation's badge.
 */
export function inboxRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .post("/", async (c) => {
      const { page, per_page, filters } = await readBody(c, inboxListRequestSchema);
      const where = inboxWhere(c.get("user").id, filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inboxMessages)
          .where(where)
          .orderBy(desc(inboxMessages.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(inboxMessages).where(where),
      ]);
      return okPage(c, rows.map(inboxMessageOut), { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/export", async (c) => {
      const { filters, format } = await readBody(c, inboxExportRequestSchema);
      return inboxFile(c, db, c.get("user").id, filters, format);
    })
    .get("/export", (c) => {
      const { format, ...filters } = readQuery(c, inboxExportQuerySchema);
      return inboxFile(c, db, c.get("user").id, filters, format);
    })
    .post("/read", async (c) => {
      const { ids } = await readBody(c, inboxIdsRequestSchema);
      const userId = c.get("user").id;
      const read = await db
        .update(inboxMessages)
        .set({ seenAt: new Date() })
        .where(and(ownIds(userId, ids), isNull(inboxMessages.seenAt)))
        .returning({ id: inboxMessages.id });
      return ok(c, { read: read.length, unread: await unreadCount(db, userId) });
    })
    .post("/delete-list", async (c) => {
      const { ids } = await readBody(c, inboxIdsRequestSchema);
      const userId = c.get("user").id;
      const deleted = await db.delete(inboxMessages).where(ownIds(userId, ids)).returning({ id: inboxMessages.id });
      return ok(c, { deleted: deleted.length, unread: await unreadCount(db, userId) });
    })
    .get("/unread-count", async (c) => ok(c, { count: await unreadCount(db, c.get("user").id) }));
}
