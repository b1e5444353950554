import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import {
  addBlacklistRequestSchema,
  deleteBlacklistRequestSchema,
  type BlacklistType,
} from "@/lib/contract/contact-lists";
import {
  addContactsRequestSchema,
  contactExportQuerySchema,
  addTagsRequestSchema,
  contactInputSchema,
  deleteContactsRequestSchema,
  deleteTagsRequestSchema,
} from "@/lib/contract/contacts";
import { exportFormatQuerySchema } from "@/lib/contract/common";
import { importResultSchema } from "@/lib/contract/phonebook-import";
import {
  deleteOptionsRequestSchema,
  deletePhonebooksRequestSchema,
  storeOptionRequestSchema,
} from "@/lib/contract/phonebooks";
import { phonebookImports, phonebookOptions, phonebooks } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import type { ActivitySource } from "./source";
import { countText, exportText, idText, mobileText, quoted } from "./wording";

const BLACKLIST_NAMES: Record<BlacklistType, string> = {
  send: "فهرست سیاه ارسال",
  receive: "فهرست سیاه دریافت",
};

const titled = z.object({ id: z.number(), title: z.string() });
const addedCount = z.object({ added: z.number() });

async function phonebookTitle(source: ActivitySource, id: number): Promise<string | null> {
  const [row] = await source.db
    .select({ title: phonebooks.title })
    .from(phonebooks)
    .where(and(eq(phonebooks.id, id), eq(phonebooks.userId, source.accountId)));
  return row?.title ?? null;
}

/** «دفترچهٔ «مشتریان»», or «دفترچهٔ ۱۲» when its title cannot be read. */
async function phonebookName(source: ActivitySource, id: number): Promise<string> {
  const title = await phonebookTitle(source, id);
  return `دفترچهٔ ${title === null ? idText(id) : quoted(title)}`;
}

const phonebookParam = (source: ActivitySource) => Number(source.param("phonebook_id"));

/** Phonebooks, contacts, their features and tags, the blacklists, imports into a phonebook and exports of contacts. */
export const CONTACT_ACTIVITIES: RouteActivities = {
  "POST /v1/api/phonebooks": activity("contacts", async (source) => {
    const made = await source.data(titled);
    return made && line(`ساخت دفترچهٔ ${quoted(made.title)}`, PANEL_LINKS.phonebook(made.id));
  }),
  "PUT /v1/api/phonebooks/:phonebook_id{[0-9]+}": activity("contacts", async (source) => {
    const id = phonebookParam(source);
    return line(`ویرایش ${await phonebookName(source, id)}`, PANEL_LINKS.phonebook(id));
  }),
  "POST /v1/api/phonebooks/delete-list": activity("contacts", async (source) => {
    const body = await source.body(deletePhonebooksRequestSchema);
    return body && line(`حذف ${countText(body.listPhonebooks.length)} دفترچه با مخاطبانشان`, PANEL_LINKS.contacts);
  }),

  "POST /v1/api/phonebooks/numbers/add-list-new": activity("contacts", async (source) => {
    const [body, answer] = await Promise.all([source.body(addContactsRequestSchema), source.data(addedCount)]);
    if (!body || !answer || answer.added === 0) return null;
    const books = [...new Set(body.list.map((item) => item.phonebook_id))];
    if (books.length === 1) {
      const id = books[0]!;
      return line(
        `افزودن ${countText(answer.added)} مخاطب به ${await phonebookName(source, id)}`,
        PANEL_LINKS.phonebook(id),
      );
    }
    return line(`افزودن ${countText(answer.added)} مخاطب به ${countText(books.length)} دفترچه`, PANEL_LINKS.contacts);
  }),
  "PUT /v1/api/phonebooks/numbers/update-new/:contact_id{[0-9]+}": activity("contacts", async (source) => {
    const body = await source.body(contactInputSchema);
    const who = body?.name?.trim() ? quoted(body.name) : body ? mobileText(body.number) : "";
    return line(`ویرایش مخاطب ${who}`.trim(), PANEL_LINKS.contacts);
  }),
  "POST /v1/api/phonebooks/numbers/delete-list": activity("contacts", async (source) => {
    const body = await source.body(deleteContactsRequestSchema);
    return body && line(`حذف ${countText(body.listNumbers.length)} مخاطب`, PANEL_LINKS.contacts);
  }),

  "POST /v1/api/phonebooks/options": activity("contacts", async (source) => {
    const body = await source.body(storeOptionRequestSchema);
    return body && line(`ساخت ویژگی ${quoted(body.title)} برای مخاطبان`, PANEL_LINKS.contacts);
  }),
  "PUT /v1/api/phonebooks/options/:option_id{[0-9]+}": activity("contacts", async (source) => {
    const [row] = await source.db
      .select({ title: phonebookOptions.title })
      .from(phonebookOptions)
      .where(
        and(eq(phonebookOptions.id, Number(source.param("option_id"))), eq(phonebookOptions.userId, source.accountId)),
      );
    return line(`ویرایش ویژگی ${row ? quoted(row.title) : "مخاطبان"}`, PANEL_LINKS.contacts);
  }),
  "POST /v1/api/phonebooks/options/delete-list": activity("contacts", async (source) => {
    const body = await source.body(deleteOptionsRequestSchema);
    return body && line(`حذف ${countText(body.listOptions.length)} ویژگی مخاطبان`, PANEL_LINKS.contacts);
  }),
  "POST /v1/api/phonebooks/numbers/tags": activity("contacts", async (source) => {
    const body = await source.body(addTagsRequestSchema);
    return body && line(`برچسب‌گذاری مخاطب با ${body.tags.map(quoted).join("، ")}`, PANEL_LINKS.contacts);
  }),
  "POST /v1/api/phonebooks/tags/delete-list": activity("contacts", async (source) => {
    const body = await source.body(deleteTagsRequestSchema);
    return body && line(`حذف ${countText(body.listTags.length)} برچسب`, PANEL_LINKS.contacts);
  }),

  "POST /v1/api/phonebooks/blacklist": activity("contacts", async (source) => {
    const [body, answer] = await Promise.all([source.body(addBlacklistRequestSchema), source.data(addedCount)]);
    if (!body || !answer || answer.added === 0) return null;
    return line(`افزودن ${countText(answer.added)} شماره به ${BLACKLIST_NAMES[body.type]}`, PANEL_LINKS.contacts);
  }),
  "POST /v1/api/phonebooks/blacklist/delete-list": activity("contacts", async (source) => {
    const body = await source.body(deleteBlacklistRequestSchema);
    return (
      body &&
      line(`حذف ${countText(body.listNumbers.length)} شماره از ${BLACKLIST_NAMES[body.type]}`, PANEL_LINKS.contacts)
    );
  }),

  "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/import": activity("import", async (source) => {
    const answer = await source.data(importResultSchema);
    const id = phonebookParam(source);
    return (
      answer &&
      line(
        `ورود ${countText(answer.added)} مخاطب از فایل به ${await phonebookName(source, id)}`,
        PANEL_LINKS.phonebook(id),
      )
    );
  }),
  // The panel's chunked import stages rows; nothing reaches the phonebook until its commit.
  "POST /v1/api/phonebooks/:phonebook_id{[0-9]+}/imports": null,
  // A staged chunk of that import: recorded with its commit.
  "PUT /v1/api/phonebooks/imports/:import_id/chunks/:chunk_index": null,
  // The committed import's original file, kept in file management: the import is recorded with its commit.
  "PUT /v1/api/phonebooks/imports/:import_id/file": null,
  "POST /v1/api/phonebooks/imports/:import_id/commit": activity("import", async (source) => {
    const answer = await source.data(importResultSchema);
    const [staged] = await source.db
      .select({ phonebookId: phonebookImports.phonebookId })
      .from(phonebookImports)
      .where(
        and(eq(phonebookImports.id, source.param("import_id") ?? ""), eq(phonebookImports.userId, source.accountId)),
      );
    if (!answer || !staged) return null;
    return line(
      `ورود ${countText(answer.added)} مخاطب از فایل به ${await phonebookName(source, staged.phonebookId)}`,
      PANEL_LINKS.phonebook(staged.phonebookId),
    );
  }),

  "GET /v1/api/phonebooks/numbers/contact-list/export": activity("export", (source) => {
    const query = source.query(contactExportQuerySchema);
    return query && line(exportText(query.format, "مخاطبان"), PANEL_LINKS.contacts);
  }),
  "GET /v1/api/phonebooks/:phonebook_id{[0-9]+}/export": activity("export", async (source) => {
    const id = phonebookParam(source);
    return line(
      exportText(source.query(exportFormatQuerySchema)?.format ?? "xlsx", await phonebookName(source, id)),
      PANEL_LINKS.phonebook(id),
    );
  }),
};
