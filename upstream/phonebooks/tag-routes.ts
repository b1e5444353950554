import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  addTagsRequestSchema,
  CONTACT_MESSAGES,
  deleteTagsRequestSchema,
  tagListQuerySchema,
} from "@/lib/contract/contacts";
import type { FieldErrors } from "@/lib/contract/envelope";
import { contactTags, contacts } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { validationFailed } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { tagsOf } from "./contacts-query";
import { tagOut } from "./format";
import { tagContact } from "./tags";

/** phonebooks/numbers/tags (list, and add to one contact), phonebooks/tags/delete-list. */
export function tagRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/numbers/tags", async (c) => {
      const { page, per_page, tag, number_id } = readQuery(c, tagListQuerySchema);
      const where = and(
        eq(contactTags.userId, c.get("user").id),
        tag ? sql`lower(${contactTags.tag}) = lower(${tag})` : undefined,
        number_id === undefined ? undefined : eq(contactTags.contactId, number_id),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactTags)
          .where(where)
          .orderBy(desc(contactTags.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(contactTags).where(where),
      ]);
      return okPage(c, rows.map(tagOut), { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/numbers/tags", async (c) => {
      const { number_id, tags } = await readBody(c, addTagsRequestSchema);
      const userId = c.get("user").id;
      const [contact] = await db
        .select({ id: contacts.id, phonebookId: contacts.phonebookId })
        .from(contacts)
        .where(and(eq(contacts.id, number_id), eq(contacts.userId, userId)));
      if (!contact) throw validationFailed({ number_id: [CONTACT_MESSAGES.contactNotFound] });
      await db.transaction((tx) => tagContact(tx, userId, contact, tags, { replace: false, field: "tags" }));
      return ok(c, (await tagsOf(db, [contact.id])).get(contact.id) ?? []);
    })
    .post("/tags/delete-list", async (c) => {
      const { listTags } = await readBody(c, deleteTagsRequestSchema);
      const userId = c.get("user").id;
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: contactTags.id })
          .from(contactTags)
          .where(and(eq(contactTags.userId, userId), inArray(contactTags.id, listTags)));
        const ids = new Set(found.map((r) => r.id));
        const errors: FieldErrors = {};
        listTags.forEach((id, i) => {
          if (!ids.has(id)) errors[`listTags.${i}`] = [CONTACT_MESSAGES.tagNotFound];
        });
        if (Object.keys(errors).length > 0) throw validationFailed(errors);
        await tx.delete(contactTags).where(and(eq(contactTags.userId, userId), inArray(contactTags.id, [...ids])));
      });
      return ok(c, null);
    });
}
