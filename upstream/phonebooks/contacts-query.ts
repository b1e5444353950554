import { and, asc, desc, eq, gte, ilike, inArray, isNull, like, lt, sql, type SQL } from "drizzle-orm";
import { NO_GENDER, type contactListQuerySchema, type ContactTag } from "@/lib/contract/contacts";
import { checkFeatureValue, PHONEBOOK_MESSAGES, type OptionType } from "@/lib/contract/phonebooks";
import { digitsOnly, toLatinDigits } from "@/lib/validation/digits";
import { toMsisdn } from "@/lib/validation/mobile";
import type { z } from "zod";
import type { Db, Tx } from "../db/client";
import { contactTags, contacts, phonebooks } from "../db/schema";
import { validationFailed } from "../http/failure";
import { visibleFeaturesById } from "./features";
import { tagOut, type ContactRow } from "./format";
import { containsPattern } from "./ownership";

/** A custom feature's filter: contacts with a value for it, or with this value (`null`: any value). */
interface FeatureFilter {
  id: number;
  type: OptionType;
  value: string | null;
}

export interface ContactFilters {
  from_created_at?: number;
  to_created_at?: number;
  number?: string;
  phonebook_title?: string;
  phonebook_id?: number;
  tag?: string;
  /** 1 male, 2 female, 3 legal entity, `NO_GENDER` unknown. */
  gender?: number;
  feature?: FeatureFilter;
}

/** The filters of the contact list and its export, as their query gives them. */
export type ContactFilterQuery = Omit<z.output<typeof contactListQuerySchema>, "page" | "per_page">;

/**
 * The query's filters with its feature checked: one the user sees (their own or the system's, on or
 * off), else 422 on `option_id`; a value that fits the feature's type, else 422 on `option_value`.
 * The value is written as contacts keep it (a whole number without leading zeros, a date as YYYY/MM/DD).
 */
export async function readContactFilters(
  db: Db | Tx,
  userId: number,
  query: ContactFilterQuery,
): Promise<ContactFilters> {
  const { option_id, option_value, ...filters } = query;
  if (option_id === undefined) return filters;
  const feature = (await visibleFeaturesById(db, userId, [option_id])).get(option_id);
  if (!feature) throw validationFailed({ option_id: [PHONEBOOK_MESSAGES.optionNotFound] });
  const type = feature.type as OptionType;
  const checked = checkFeatureValue(type, feature.title, option_value);
  if (!checked.ok) throw validationFailed({ option_value: [checked.message] });
  return { ...filters, feature: { id: feature.id, type, value: checked.value } };
}

/** Digits of either script read alike, so a name written with Persian digits is found by Latin ones. */
const NON_LATIN_DIGITS = "۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩";
const THEIR_LATIN = "01234567890123456789";

/** Text that is only a number: digits with the spaces, dashes, brackets and + people write in them. */
const NUMBER_LIKE = /^[\d\s()+-]+$/;

/**
 * The search: a whole mobile in any form matches it exactly; a number's digits match anywhere in
 * numbers; any other text (a name, with or without digits) matches anywhere in names.
 */
function numberFilter(text: string): SQL {
  const msisdn = toMsisdn(text);
  if (msisdn) return eq(contacts.msisdn, msisdn);
  const latin = toLatinDigits(text);
  if (NUMBER_LIKE.test(latin) && digitsOnly(latin)) return like(contacts.msisdn, containsPattern(digitsOnly(latin)));
  return sql`translate(${contacts.name}, ${NON_LATIN_DIGITS}, ${THEIR_LATIN}) ilike ${containsPattern(latin)}`;
}

/** A feature's value: text contains the value (case does not count), a whole number or date equals it. */
function featureFilter({ id, type, value }: FeatureFilter): SQL {
  const stored = sql`(${contacts.options} ->> ${String(id)}::text)`;
  if (value === null) return sql`${stored} is not null`;
  if (type === "string") return sql`${stored} ilike ${containsPattern(value)}`;
  return sql`${stored} = ${value}`;
}

/** The user's contacts that pass the filters (Edge's contact-list filters, then tag, gender and a feature). */
export function contactsWhere(userId: number, filters: ContactFilters): SQL {
  return and(
    eq(contacts.userId, userId),
    filters.phonebook_id === undefined ? undefined : eq(contacts.phonebookId, filters.phonebook_id),
    filters.from_created_at === undefined
      ? undefined
      : gte(contacts.createdAt, new Date(filters.from_created_at * 1000)),
    // The whole last second counts: creation times keep milliseconds.
    filters.to_created_at === undefined
      ? undefined
      : lt(contacts.createdAt, new Date((filters.to_created_at + 1) * 1000)),
    filters.number ? numberFilter(filters.number) : undefined,
    filters.phonebook_title ? ilike(phonebooks.title, containsPattern(filters.phonebook_title)) : undefined,
    filters.tag
      ? sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and lower(${contactTags.tag}) = lower(${filters.tag}))`
      : undefined,
    filters.gender === undefined
      ? undefined
      : filters.gender === NO_GENDER
        ? isNull(contacts.gender)
        : eq(contacts.gender, filters.gender),
    filters.feature ? featureFilter(filters.feature) : undefined,
  )!;
}

/** Whether only the phonebook (or nothing) narrows the list, so the phonebooks' counts answer its total. */
function onlyByPhonebook(filters: ContactFilters): boolean {
  return Object.entries(filters).every(
    ([name, value]) => name === "phonebook_id" || value === undefined || value === "",
  );
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
  if (onlyByPhonebook(filters)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${phonebooks.contactCount}), 0)::int` })
      .from(phonebooks)
      .where(
        and(
          eq(phonebooks.userId, userId),
          filters.phonebook_id === undefined ? undefined : eq(phonebooks.id, filters.phonebook_id),
        ),
      );
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
  const rows = await db
    .select()
    .from(contactTags)
    .where(inArray(contactTags.contactId, contactIds))
    .orderBy(asc(contactTags.id));
  for (const row of rows) byContact.get(row.contactId)?.push(tagOut(row));
  return byContact;
}
