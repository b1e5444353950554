import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  deletePhonebooksRequestSchema,
  PHONEBOOK_MESSAGES,
  phonebookListQuerySchema,
  storePhonebookRequestSchema,
  updatePhonebookRequestSchema,
  type PhonebookOptionBrief,
} from "@/lib/contract/phonebooks";
import type { Db, Tx } from "../db/client";
import { phonebookOptionLinks, phonebookOptions, phonebooks } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { validationFailed } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { visibleFeaturesById } from "./features";
import { optionBriefOut, phonebookOut } from "./format";
import { containsPattern, isUniqueViolation, ownPhonebook, requireOwnPhonebooks } from "./ownership";
import { phonebookIdParam } from "./params";

/** The features each of these phonebooks shows, by phonebook. */
async function optionsOf(db: Db | Tx, phonebookIds: number[]): Promise<Map<number, PhonebookOptionBrief[]>> {
  const byPhonebook = new Map<number, PhonebookOptionBrief[]>(phonebookIds.map((id) => [id, []]));
  if (phonebookIds.length === 0) return byPhonebook;
  const rows = await db
    .select({
      phonebookId: phonebookOptionLinks.phonebookId,
      id: phonebookOptions.id,
      title: phonebookOptions.title,
      type: phonebookOptions.type,
    })
    .from(phonebookOptionLinks)
    .innerJoin(phonebookOptions, eq(phonebookOptions.id, phonebookOptionLinks.optionId))
    .where(inArray(phonebookOptionLinks.phonebookId, phonebookIds))
    .orderBy(asc(phonebookOptions.id));
  for (const row of rows) byPhonebook.get(row.phonebookId)?.push(optionBriefOut(row));
  return byPhonebook;
}

/** Every option id must be a feature the user sees; 422 on `options.N` otherwise. */
async function requireVisibleOptions(db: Db | Tx, userId: number, ids: number[]): Promise<number[]> {
  const found = await visibleFeaturesById(db, userId, ids);
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) errors[`options.${i}`] = [PHONEBOOK_MESSAGES.optionNotFound];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return [...new Set(ids)];
}

async function linkOptions(tx: Tx, phonebookId: number, optionIds: number[]): Promise<void> {
  await tx.delete(phonebookOptionLinks).where(eq(phonebookOptionLinks.phonebookId, phonebookId));
  if (optionIds.length > 0)
    await tx.insert(phonebookOptionLinks).values(optionIds.map((optionId) => ({ phonebookId, optionId })));
}

const titleTaken = () => validationFailed({ title: [PHONEBOOK_MESSAGES.phonebookTitleTaken] });

async function titleInUse(db: Db | Tx, userId: number, title: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: phonebooks.id })
    .from(phonebooks)
    .where(and(eq(phonebooks.userId, userId), sql`lower(${phonebooks.title}) = lower(${title})`));
  return rows.some((r) => r.id !== exceptId);
}

/** phonebooks/list-new, phonebooks (store), phonebooks/{id} (update), phonebooks/delete-list. */
export function bookRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/list-new", async (c) => {
      const { page, per_page, title, id } = readQuery(c, phonebookListQuerySchema);
      const userId = c.get("user").id;
      const where = and(
        eq(phonebooks.userId, userId),
        title ? ilike(phonebooks.title, containsPattern(title)) : undefined,
        id === undefined ? undefined : eq(phonebooks.id, id),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phonebooks)
          .where(where)
          .orderBy(desc(phonebooks.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(phonebooks).where(where),
      ]);
      const options = await optionsOf(
        db,
        rows.map((r) => r.id),
      );
      return okPage(
        c,
        rows.map((row) => phonebookOut(row, options.get(row.id) ?? [])),
        { page, perPage: per_page, total: total?.n ?? 0 },
      );
    })
    .post("/", async (c) => {
      const body = await readBody(c, storePhonebookRequestSchema);
      const userId = c.get("user").id;
      const optionIds = await requireVisibleOptions(db, userId, body.options);
      if (await titleInUse(db, userId, body.title)) throw titleTaken();
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(phonebooks).values({ userId, title: body.title }).returning();
          await linkOptions(tx, created!.id, optionIds);
          return created!;
        });
        return ok(c, phonebookOut(row, (await optionsOf(db, [row.id])).get(row.id) ?? []));
      } catch (error) {
        if (isUniqueViolation(error)) throw titleTaken();
        throw error;
      }
    })
    .put("/:phonebook_id{[0-9]+}", async (c) => {
      const { phonebook_id } = phonebookIdParam(c);
      const body = await readBody(c, updatePhonebookRequestSchema);
      const userId = c.get("user").id;
      const phonebook = await ownPhonebook(db, userId, phonebook_id);
      const optionIds = body.options === undefined ? undefined : await requireVisibleOptions(db, userId, body.options);
      if (body.title !== undefined && (await titleInUse(db, userId, body.title, phonebook.id))) throw titleTaken();
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(phonebooks)
            .set({ title: body.title ?? phonebook.title, updatedAt: new Date() })
            .where(eq(phonebooks.id, phonebook.id));
          if (optionIds !== undefined) await linkOptions(tx, phonebook.id, optionIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw titleTaken();
        throw error;
      }
      return ok(c, null);
    })
    .post("/delete-list", async (c) => {
      const { listPhonebooks } = await readBody(c, deletePhonebooksRequestSchema);
      const userId = c.get("user").id;
      await db.transaction(async (tx) => {
        await requireOwnPhonebooks(tx, userId, listPhonebooks, (i) => `listPhonebooks.${i}`);
        // Their contacts, tags and imports go with them.
        await tx.delete(phonebooks).where(and(eq(phonebooks.userId, userId), inArray(phonebooks.id, listPhonebooks)));
      });
      return ok(c, null);
    });
}
