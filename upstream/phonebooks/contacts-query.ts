import { and, asc, desc, eq, gte, ilike, inArray, like, sql, type SQL } from "drizzle-orm";
import { digitsOnly } from "@/lib/validation/digits";
import { toMsisdn } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { contactTags, contacts, phonebooks } from "../db/schema";
import { tagOut, type ContactRow } from "./format";
import { containsPattern } from "./ownership";
import type { ContactTag } from "@/lib/contract/contacts";

export interface ContactFilters {
  from_created_at?: number;
  number?: string;
  phonebook_title?: string;
  phonebook_id?: number;
  tag?: string;
}

/** A number filter: a whole mobile in any form matches it exactly; some digits match anywhere; other text searches names. */
function numberFilter(text: string): SQL {
  const msisdn = toMsisdn(text);
  if (msisdn) return eq(contacts.msisdn, msisdn);
  const digits = digitsOnly(text);
  if (digits) return like(contacts.msisdn, containsPattern(digits));
  return ilike(contacts.name, containsPattern(text));
}

/** The user's contacts that pass the filters (Edge's contact-list filters, and a tag). */
export function contactsWhere(userId: number, filters: ContactFilters): SQL {
  return and(
    eq(contacts.userId, userId),
    filters.phonebook_id === undefined ? undefined : eq(contacts.phonebookId, filters.phonebook_id),
    filters.from_created_at === undefined ? undefined : gte(contacts.createdAt, new Date(filters.from_created_at * 1000)),
    filters.number ? numberFilter(filters.number) : undefined,
    filters.phonebook_title ? ilike(phonebooks.title, containsPattern(filters.phonebook_title)) : undefined,
    filters.tag
      ? sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and lower(${contactTags.tag}) = lower(${filters.tag}))`
      : undefined,
  )!;
}

export const contactColumns = {
  id: contacts.id,
  phonebookId: contacts.phonebookId,
  phonebookTitle: phonebooks.title,
  msisdn: contacts.msisdn,
  pre: contacts.pre,
  name: contacts.name,
  email: contacts.email,
  gender: contacts.gender,
  options: contacts.options,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

/** A page of contacts, newest first. */
export async function contactPage(db: Db | Tx, where: SQL, limit: number, offset: number): Promise<ContactRow[]> {
  return db
    .select(contactColumns)
    .from(contacts)
    .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
    .where(where)
    .orderBy(desc(contacts.id))
    .limit(limit)
    .offset(offset);
}

/**
 * How many contacts pass the filters. The phonebooks keep their counts, so a phonebook's or all of
 * a user's contacts are not counted row by row.
 */
export async function contactTotal(db: Db | Tx, userId: number, filters: ContactFilters, where: SQL): Promise<number> {
  const onlyPhonebook = !filters.from_created_at && !filters.number && !filters.phonebook_title && !filters.tag;
  if (onlyPhonebook) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${phonebooks.contactCount}), 0)::int` })
      .from(phonebooks)
      .where(and(eq(phonebooks.userId, userId), filters.phonebook_id === undefined ? undefined : eq(phonebooks.id, filters.phonebook_id)));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
    .where(where);
  return row?.n ?? 0;
}

/** The tags of these contacts, by contact id. */
export async function tagsOf(db: Db | Tx, contactIds: number[]): Promise<Map<number, ContactTag[]>> {
  const byContact = new Map<number, ContactTag[]>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return byContact;
  const rows = await db.select().from(contactTags).where(inArray(contactTags.contactId, contactIds)).orderBy(asc(contactTags.id));
  for (const row of rows) byContact.get(row.contactId)?.push(tagOut(row));
  return byContact;
}
