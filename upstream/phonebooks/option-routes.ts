import { and, asc, count, eq, ilike, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { FieldErrors } from "@/lib/contract/envelope";
import {
  deleteOptionsRequestSchema,
  optionInUseWarning,
  optionListQuerySchema,
  PHONEBOOK_MESSAGES,
  storeOptionRequestSchema,
  updateOptionRequestSchema,
} from "@/lib/contract/phonebooks";
import { contacts, phonebookOptions } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, forbidden, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { ok, okPage } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { featureUse, inUse, latinTitleTaken, visibleFeaturesById, visibleTo, type Feature } from "./features";
import { optionOut } from "./format";
import { containsPattern, isUniqueViolation } from "./ownership";
import { optionIdParam } from "./params";

const latinTaken = () => validationFailed({ latin_title: [PHONEBOOK_MESSAGES.latinTitleTaken] });

/** 409 with the warning, on the field the caller changes, until the caller confirms. */
const inUseWarning = (field: string, feature: Feature, use: { phonebooks: number; sends: number }) => {
  const message = optionInUseWarning(feature.title, use);
  return new ApiFailure(409, message, MESSAGE_CODES.conflict, { [field]: [message] });
};

/** The user's own feature to change: a system one is read-only, another user's does not exist. */
async function ownFeature(deps: Deps, userId: number, id: number): Promise<Feature> {
  const feature = (await visibleFeaturesById(deps.db, userId, [id])).get(id);
  if (!feature) throw notFound(PHONEBOOK_MESSAGES.optionNotFound);
  if (feature.userId === null) throw forbidden(PHONEBOOK_MESSAGES.systemOptionReadOnly);
  return feature;
}

/** phonebooks/options/list-new, phonebooks/options (store), phonebooks/options/{id} (update), phonebooks/options/delete-list. */
export function optionRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/options/list-new", async (c) => {
      const { page, per_page, type, title, enabled } = readQuery(c, optionListQuerySchema);
      const where = and(
        visibleTo(c.get("user").id),
        type ? eq(phonebookOptions.type, type) : undefined,
        title ? ilike(phonebookOptions.title, containsPattern(title)) : undefined,
        enabled === undefined ? undefined : eq(phonebookOptions.enabled, enabled === "1"),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(phonebookOptions)
          .where(where)
          .orderBy(asc(phonebookOptions.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(phonebookOptions).where(where),
      ]);
      return okPage(c, rows.map(optionOut), { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/options", async (c) => {
      const body = await readBody(c, storeOptionRequestSchema);
      const userId = c.get("user").id;
      const latinTitle = body.latin_title ?? null;
      if (latinTitle !== null && (await latinTitleTaken(db, userId, latinTitle))) throw latinTaken();
      try {
        const [row] = await db
          .insert(phonebookOptions)
          .values({ userId, title: body.title, latinTitle, type: body.type, enabled: body.enabled })
          .returning();
        return ok(c, optionOut(row!));
      } catch (error) {
        if (isUniqueViolation(error)) throw latinTaken();
        throw error;
      }
    })
    .put("/options/:option_id{[0-9]+}", async (c) => {
      const { option_id } = optionIdParam(c);
      const body = await readBody(c, updateOptionRequestSchema);
      const userId = c.get("user").id;
      const feature = await ownFeature(deps, userId, option_id);
      const latinTitle = body.latin_title === undefined ? feature.latinTitle : body.latin_title;
      if (
        latinTitle !== null &&
        latinTitle !== feature.latinTitle &&
        (await latinTitleTaken(db, userId, latinTitle, feature.id))
      )
        throw latinTaken();
      // Turning a feature off, or renaming its placeholder, breaks the texts that fill it.
      const breaksUse =
        (body.enabled === false && feature.enabled) || latinTitle?.toLowerCase() !== feature.latinTitle?.toLowerCase();
      if (breaksUse && !body.confirm) {
        const use = await featureUse(db, userId, feature);
        if (inUse(use)) throw inUseWarning(body.enabled === false ? "enabled" : "latin_title", feature, use);
      }
      try {
        await db
          .update(phonebookOptions)
          .set({
            title: body.title ?? feature.title,
            latinTitle,
            enabled: body.enabled ?? feature.enabled,
            updatedAt: new Date(),
          })
          .where(eq(phonebookOptions.id, feature.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw latinTaken();
        throw error;
      }
      return ok(c, true);
    })
    .post("/options/delete-list", async (c) => {
      const { listOptions, confirm } = await readBody(c, deleteOptionsRequestSchema);
      const userId = c.get("user").id;
      const found = await visibleFeaturesById(db, userId, listOptions);
      const errors: FieldErrors = {};
      listOptions.forEach((id, i) => {
        const feature = found.get(id);
        if (!feature) errors[`listOptions.${i}`] = [PHONEBOOK_MESSAGES.optionNotFound];
        else if (feature.userId === null) errors[`listOptions.${i}`] = [PHONEBOOK_MESSAGES.systemOptionReadOnly];
      });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      if (!confirm) {
        for (const feature of found.values()) {
          const use = await featureUse(db, userId, feature);
          if (inUse(use)) throw inUseWarning("listOptions", feature, use);
        }
      }
      const ids = [...found.keys()];
      await db.transaction(async (tx) => {
        await tx
          .delete(phonebookOptions)
          .where(and(eq(phonebookOptions.userId, userId), inArray(phonebookOptions.id, ids)));
        // Contacts lose their values of the deleted features.
        const keys = ids.map(String);
        await tx
          .update(contacts)
          .set({ options: sql`${contacts.options} - ${sql.param(keys)}::text[]` })
          .where(and(eq(contacts.userId, userId), sql`${contacts.options} ?| ${sql.param(keys)}::text[]`));
      });
      return ok(c, null);
    });
}
