import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  addContactsRequestSchema,
  CONTACT_MESSAGES,
  contactInputSchema,
  contactListQuerySchema,
  deleteContactsRequestSchema,
  type AddContactsResult,
  type ContactDetail,
} from "@/lib/contract/contacts";
import type { FieldErrors } from "@/lib/contract/envelope";
import { toMsisdn } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { contactTags, contacts, phonebooks, receiveBlacklist, sendBlacklist } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok, okPage } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { checkContactOptions, featureIdsOf } from "./contact-values";
import { adjustCounts, insertContacts, type NewContact } from "./contact-writes";
import { contactColumns, contactPage, contactsWhere, contactTotal, readContactFilters, tagsOf } from "./contacts-query";
import { visibleFeaturesById } from "./features";
import { contactOut, type ContactRow } from "./format";
import { isUniqueViolation, requireOwnPhonebooks } from "./ownership";
import { contactIdParam } from "./params";
import { tagContact } from "./tags";

/** The user's own contact, or 404 as for one that does not exist. */
async function ownContact(db: Db | Tx, userId: number, id: number): Promise<ContactRow> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
  if (!row) throw notFound(CONTACT_MESSAGES.contactNotFound);
  return row;
}

async function onList(
  db: Db | Tx,
  table: typeof sendBlacklist | typeof receiveBlacklist,
  userId: number,
  msisdn: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.msisdn, msisdn)));
  return Boolean(row);
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
};

/** phonebooks/numbers/contact-list (and one contact), add-list-new, update-new, delete-list. */
export function contactRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/numbers/contact-list", async (c) => {
      const { page, per_page, ...query } = readQuery(c, contactListQuerySchema);
      const userId = c.get("user").id;
      const filters = await readContactFilters(db, userId, query);
      const where = contactsWhere(userId, filters);
      const [rows, total] = await Promise.all([
        contactPage(db, where, per_page, (page - 1) * per_page),
        contactTotal(db, userId, filters, where),
      ]);
      const tags = await tagsOf(
        db,
        rows.map((r) => r.id),
      );
      return okPage(
        c,
        rows.map((row) => contactOut(row, tags.get(row.id) ?? [])),
        { page, perPage: per_page, total },
      );
    })
    .get("/numbers/contact-list/:contact_id{[0-9]+}", async (c) => {
      const userId = c.get("user").id;
      const row = await ownContact(db, userId, contactIdParam(c).contact_id);
      const [tags, send, receive] = await Promise.all([
        tagsOf(db, [row.id]),
        onList(db, sendBlacklist, userId, row.msisdn),
        onList(db, receiveBlacklist, userId, row.msisdn),
      ]);
      const data: ContactDetail = {
        ...contactOut(row, tags.get(row.id) ?? []),
        is_send_blacklist: send,
        is_receive_blacklist: receive,
      };
      return ok(c, data);
    })
    .post("/numbers/add-list-new", async (c) => {
      const { list } = await readBody(c, addContactsRequestSchema);
      const userId = c.get("user").id;
      await requireOwnPhonebooks(
        db,
        userId,
        list.map((item) => item.phonebook_id),
        (i) => `list.${i}.phonebook_id`,
      );
      const features = await visibleFeaturesById(db, userId, featureIdsOf(list));
      const errors: FieldErrors = {};
      const rows: NewContact[] = list.map((item, i) => {
        const checked = checkContactOptions(item.options, features, `list.${i}.options`);
        if (!checked.ok) Object.assign(errors, checked.errors);
        return {
          phonebookId: item.phonebook_id,
          msisdn: toMsisdn(item.number)!,
          pre: item.pre,
          name: item.name,
          email: item.email,
          gender: item.gender ?? null,
          options: checked.ok ? checked.options : {},
        };
      });
      throwIfAny(errors);
      const added = await db.transaction(async (tx) => {
        const count = await insertContacts(tx, userId, rows);
        for (const [i, item] of list.entries()) {
          if (!item.tags?.length) continue;
          const [contact] = await tx
            .select({ id: contacts.id, phonebookId: contacts.phonebookId })
            .from(contacts)
            .where(and(eq(contacts.phonebookId, rows[i]!.phonebookId), eq(contacts.msisdn, rows[i]!.msisdn)));
          if (contact) await tagContact(tx, userId, contact, item.tags, { replace: false, field: `list.${i}.tags` });
        }
        return count;
      });
      const data: AddContactsResult = { added, errors: 0, existences: list.length - added };
      return c.json(
        {
          data,
          meta: { status: true, message: MESSAGES.done, message_parameters: [], message_code: MESSAGE_CODES.created },
        },
        200,
      );
    })
    .put("/numbers/update-new/:contact_id{[0-9]+}", async (c) => {
      const { contact_id } = contactIdParam(c);
      const body = await readBody(c, contactInputSchema);
      const userId = c.get("user").id;
      const contact = await ownContact(db, userId, contact_id);
      await requireOwnPhonebooks(db, userId, [body.phonebook_id], () => "phonebook_id");
      const features = await visibleFeaturesById(db, userId, featureIdsOf([body]));
      const checked = checkContactOptions(body.options, features, "options", contact.options);
      if (!checked.ok) throw validationFailed(checked.errors);
      const msisdn = toMsisdn(body.number)!;
      const numberTaken = () => validationFailed({ number: [CONTACT_MESSAGES.numberInPhonebook] });
      try {
        await db.transaction(async (tx) => {
          const [clash] = await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(
              and(
                eq(contacts.phonebookId, body.phonebook_id),
                eq(contacts.msisdn, msisdn),
                sql`${contacts.id} <> ${contact.id}`,
              ),
            );
          if (clash) throw numberTaken();
          await tx
            .update(contacts)
            .set({
              phonebookId: body.phonebook_id,
              msisdn,
              pre: body.pre,
              name: body.name,
              email: body.email,
              gender: body.gender ?? null,
              options: checked.options,
              updatedAt: new Date(),
            })
            .where(eq(contacts.id, contact.id));
          if (body.phonebook_id !== contact.phonebookId) {
            await adjustCounts(
              tx,
              new Map([
                [contact.phonebookId, -1],
                [body.phonebook_id, 1],
              ]),
            );
            await tx
              .update(contactTags)
              .set({ phonebookId: body.phonebook_id })
              .where(eq(contactTags.contactId, contact.id));
          }
          if (body.tags !== undefined)
            await tagContact(tx, userId, { id: contact.id, phonebookId: body.phonebook_id }, body.tags, {
              replace: true,
              field: "tags",
            });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken();
        throw error;
      }
      return ok(c, null);
    })
    .post("/numbers/delete-list", async (c) => {
      const { listNumbers } = await readBody(c, deleteContactsRequestSchema);
      const userId = c.get("user").id;
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.userId, userId), inArray(contacts.id, listNumbers)));
        const ids = new Set(found.map((r) => r.id));
        const errors: FieldErrors = {};
        listNumbers.forEach((id, i) => {
          if (!ids.has(id)) errors[`listNumbers.${i}`] = [CONTACT_MESSAGES.contactNotFound];
        });
        throwIfAny(errors);
        const removed = await tx
          .delete(contacts)
          .where(and(eq(contacts.userId, userId), inArray(contacts.id, [...ids])))
          .returning({ phonebookId: contacts.phonebookId });
        const deltas = new Map<number, number>();
        for (const { phonebookId } of removed) deltas.set(phonebookId, (deltas.get(phonebookId) ?? 0) - 1);
        await adjustCounts(tx, deltas);
      });
      return ok(c, null);
    });
}
