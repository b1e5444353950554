import { and, asc, count, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { emptyPageQuerySchema } from "@/lib/contract/envelope";
import {
  createDraftGroupRequestSchema,
  createDraftRequestSchema,
  deleteDraftGroupRequestSchema,
  deleteDraftsRequestSchema,
  DRAFT_LIMITS,
  DRAFT_MESSAGES,
  draftListQuerySchema,
  updateDraftGroupRequestSchema,
  updateDraftRequestSchema,
  type Draft,
  type DraftGroup,
  type DraftGroupCount,
} from "@/lib/contract/drafts";
import type { Tx } from "../db/client";
import { draftGroups, drafts, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound, validationFailed } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";

/** Locks the account's row while its groups or messages are counted, so parallel creates cannot pass Edge's cap together. */
async function lockAccount(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

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

/** The account's group with this id, or null (another account's is unknown). */
async function ownGroup(db: Deps["db"], userId: number, id: number) {
  const [group] = await db
    .select({ id: draftGroups.id })
    .from(draftGroups)
    .where(and(eq(draftGroups.id, id), eq(draftGroups.userId, userId)));
  return group ?? null;
}

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
      const userId = c.get("user").id;
      const row = await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const [held] = await tx.select({ n: count() }).from(draftGroups).where(eq(draftGroups.userId, userId));
        if ((held?.n ?? 0) >= DRAFT_LIMITS.groups) throw validationFailed({ title: [DRAFT_MESSAGES.tooManyGroups] });
        const [made] = await tx.insert(draftGroups).values({ userId, title }).returning();
        return made!;
      });
      return ok(c, groupOut(row));
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
      const group = await ownGroup(db, userId, body.draft_group_id);
      if (!group) throw validationFailed({ draft_group_id: [DRAFT_MESSAGES.targetGroupNotFound] });
      const row = await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const [held] = await tx.select({ n: count() }).from(drafts).where(eq(drafts.userId, userId));
        if ((held?.n ?? 0) >= DRAFT_LIMITS.drafts) throw validationFailed({ message: [DRAFT_MESSAGES.tooManyDrafts] });
        const [made] = await tx.insert(drafts).values({ userId, groupId: group.id, message: body.message }).returning();
        return made!;
      });
      return ok(c, draftOut(row));
    })
    .put("/", async (c) => {
      const body = await readBody(c, updateDraftRequestSchema);
      const userId = c.get("user").id;
      const own = and(eq(drafts.id, body.draft_id), eq(drafts.userId, userId));
      const [draft] = await db.select({ id: drafts.id }).from(drafts).where(own);
      if (!draft) throw notFound(DRAFT_MESSAGES.draftNotFound);
      let groupId: number | undefined;
      if (body.draft_group_id !== undefined) {
        const group = await ownGroup(db, userId, body.draft_group_id);
        if (!group) throw validationFailed({ draft_group_id: [DRAFT_MESSAGES.targetGroupNotFound] });
        groupId = group.id;
      }
      await db.update(drafts).set({ message: body.message, groupId }).where(own);
      return ok(c, null);
    })
    .post("/delete", async (c) => {
      const { draft_ids } = await readBody(c, deleteDraftsRequestSchema);
      const userId = c.get("user").id;
      const ids = [...new Set(draft_ids)];
      // All or none: one unknown id (another account's) refuses the whole list.
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(drafts)
          .where(and(eq(drafts.userId, userId), inArray(drafts.id, ids)))
          .returning({ id: drafts.id });
        if (deleted.length !== ids.length) throw notFound(DRAFT_MESSAGES.draftNotFound);
      });
      return ok(c, null);
    })
    .put("/group", async (c) => {
      const { draft_group_id, title } = await readBody(c, updateDraftGroupRequestSchema);
      const [row] = await db
        .update(draftGroups)
        .set({ title })
        .where(and(eq(draftGroups.id, draft_group_id), eq(draftGroups.userId, c.get("user").id)))
        .returning({ id: draftGroups.id });
      if (!row) throw notFound(DRAFT_MESSAGES.groupNotFound);
      return ok(c, null);
    })
    .post("/group/delete", async (c) => {
      const { draft_group_id } = await readBody(c, deleteDraftGroupRequestSchema);
      // The group's messages go with it (the foreign key cascades), as Edge documents.
      const [row] = await db
        .delete(draftGroups)
        .where(and(eq(draftGroups.id, draft_group_id), eq(draftGroups.userId, c.get("user").id)))
        .returning({ id: draftGroups.id });
      if (!row) throw notFound(DRAFT_MESSAGES.groupNotFound);
      return ok(c, null);
    })
    .get("/group/count", async (c) => {
      const userId = c.get("user").id;
      const rows = await db
        .select({ draft_group_id: draftGroups.id, count: count(drafts.id) })
        .from(draftGroups)
        .leftJoin(drafts, eq(drafts.groupId, draftGroups.id))
        .where(eq(draftGroups.userId, userId))
        .groupBy(draftGroups.id)
        .orderBy(asc(draftGroups.id));
      return ok(c, rows satisfies DraftGroupCount[]);
    });
}
