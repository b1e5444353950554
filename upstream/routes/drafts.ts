import { and, asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { emptyPageQuerySchema } from "@/lib/contract/envelope";
import {
  createDraftGroupRequestSchema,
  createDraftRequestSchema,
  draftListQuerySchema,
  type Draft,
  type DraftGroup,
} from "@/lib/contract/drafts";
import { draftGroups, drafts } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { validationFailed } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const groupOut = (row: typeof draftGroups.$inferSelect): DraftGroup => ({
  draft_group_id: row.id,
  user_id: row.userId,
  title: row.title,
  time: seconds(row.createdAt),
});

const draftOut = (row: typeof drafts.$inferSelect): Draft => ({
  draft_id: row.id,
  draft_group_id: row.groupId,
  user_id: row.userId,
  time: seconds(row.createdAt),
  message: row.message,
  type: row.type,
});

/** Predefined messages (Edge's drafts): groups and messages of the signed-in user. */
export function draftRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/group/list", async (c) => {
      const { page, per_page } = readQuery(c, emptyPageQuerySchema);
      const userId = c.get("user").id;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(draftGroups)
          .where(eq(draftGroups.userId, userId))
          .orderBy(asc(draftGroups.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(draftGroups).where(eq(draftGroups.userId, userId)),
      ]);
      return okPage(c, rows.map(groupOut), { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/group", async (c) => {
      const { title } = await readBody(c, createDraftGroupRequestSchema);
      const [row] = await db
        .insert(draftGroups)
        .values({ userId: c.get("user").id, title })
        .returning();
      return ok(c, groupOut(row!));
    })
    .get("/list", async (c) => {
      const { page, per_page, draft_group_id } = readQuery(c, draftListQuerySchema);
      const userId = c.get("user").id;
      const where = and(
        eq(drafts.userId, userId),
        draft_group_id === undefined ? undefined : eq(drafts.groupId, draft_group_id),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(drafts)
          .where(where)
          .orderBy(asc(drafts.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(drafts).where(where),
      ]);
      return okPage(c, rows.map(draftOut), { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/", async (c) => {
      const body = await readBody(c, createDraftRequestSchema);
      const userId = c.get("user").id;
      const [group] = await db
        .select({ id: draftGroups.id })
        .from(draftGroups)
        .where(and(eq(draftGroups.id, body.draft_group_id), eq(draftGroups.userId, userId)));
      if (!group) throw validationFailed({ draft_group_id: ["گروه انتخاب‌شده یافت نشد"] });
      const [row] = await db.insert(drafts).values({ userId, groupId: group.id, message: body.message }).returning();
      return ok(c, draftOut(row!));
    });
}
