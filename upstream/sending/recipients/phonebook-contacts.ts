import { sql, type SQL } from "drizzle-orm";
import type { FieldErrors } from "@/lib/contract/envelope";
import { PHONEBOOK_MESSAGES } from "@/lib/contract/phonebooks";
import type { Db } from "../../db/client";
import { contacts, phonebooks } from "../../db/schema";
import { validationFailed } from "../../http/failure";
import { rowsOf } from "../../banks/sql-rows";

/** What a phonebook send picks: contacts of phonebooks (a slice of them), or chosen contacts of one. */
export type ContactPick =
  | { type: "all"; phonebookIds: number[]; start?: number; size?: number }
  | { type: "detail"; phonebookId: number; contactIds: number[] };

export const PHONEBOOK_SEND_MESSAGES = {
  noContacts: "دفترچه‌های انتخاب‌شده مخاطبی ندارند",
  contactsNotInPhonebook: "برخی مخاطبان انتخاب‌شده در این دفترچه تلفن نیستند",
} as const;

/**
 * Every phonebook a send names must be the sender's: 422 on the field naming it otherwise (another
 * user's phonebook reads as one that does not exist).
 */
export async function requireSendPhonebooks(
  db: Db,
  userId: number,
  named: Array<{ id: number; field: string }>,
): Promise<void> {
  const ids = [...new Set(named.map((n) => n.id))];
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from ${phonebooks} where user_id = ${userId} and id = any(${sql.param(ids)}::int[])`,
    ),
  );
  const own = new Set(rows.map((r) => Number(r.id)));
  const errors: FieldErrors = {};
  for (const { id, field } of named) if (!own.has(id)) errors[field] = [PHONEBOOK_MESSAGES.phonebookNotFound];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The contacts of one pick, in the order they were added. */
function pickWhere(userId: number, pick: ContactPick): SQL {
  if (pick.type === "detail") {
    return sql`c.user_id = ${userId} and c.phonebook_id = ${pick.phonebookId} and c.id = any(${sql.param(pick.contactIds)}::bigint[])`;
  }
  return sql`c.user_id = ${userId} and c.phonebook_id = any(${sql.param(pick.phonebookIds)}::int[])`;
}

/** The contacts' fields read by a send, each as one column of the picked contacts. */
export interface PickedContacts {
  msisdns: string[];
  /** With `withFields` only. */
  names: string[];
  pres: string[];
  emails: string[];
  /** Each contact's feature values as JSON text. */
  options: string[];
}

type Columns = {
  m: string[] | null;
  n?: string[] | null;
  p?: string[] | null;
  e?: string[] | null;
  o?: string[] | null;
};

/**
 * One pick's contacts in one statement, each column aggregated into one array: a hundred
 * thousand rows cost the drivers far more as rows than as a few arrays (about 0.8 s against 0.1 s
 * on PGlite).
 */
async function pickColumns(db: Db, userId: number, pick: ContactPick, withFields: boolean): Promise<Columns> {
  const fields = withFields
    ? sql`, array_agg(s.name order by s.id) as n, array_agg(s.pre order by s.id) as p, array_agg(s.email order by s.id) as e, array_agg(s.options order by s.id) as o`
    : sql``;
  const sliced = pick.type === "all" && (pick.start !== undefined || pick.size !== undefined);
  const limit = pick.type === "all" && pick.size !== undefined ? sql`limit ${pick.size}` : sql``;
  const offset = pick.type === "all" && pick.start !== undefined ? sql`offset ${pick.start}` : sql``;
  const [row] = rowsOf<Columns>(
    await db.execute(sql`
      select array_agg(s.msisdn order by s.id) as m${fields}
      from (select c.id, c.msisdn, c.name, c.pre, c.email, c.options::text as options from ${contacts} c
        where ${pickWhere(userId, pick)} ${sliced ? sql`order by c.id ${offset} ${limit}` : sql``}) s`),
  );
  return row ?? { m: null };
}

/**
 * The contacts the picks name: each number once (its first pick, then its oldest contact), in
 * that order, with their fields when `withFields`.
 */
export async function pickedContacts(
  db: Db,
  userId: number,
  picks: ContactPick[],
  withFields = false,
): Promise<PickedContacts> {
  const out: PickedContacts = { msisdns: [], names: [], pres: [], emails: [], options: [] };
  const seen = new Set<string>();
  for (const pick of picks) {
    const columns = await pickColumns(db, userId, pick, withFields);
    const msisdns = columns.m ?? [];
    for (let i = 0; i < msisdns.length; i++) {
      const msisdn = msisdns[i]!;
      if (seen.has(msisdn)) continue;
      seen.add(msisdn);
      out.msisdns.push(msisdn);
      if (!withFields) continue;
      out.names.push(columns.n?.[i] ?? "");
      out.pres.push(columns.p?.[i] ?? "");
      out.emails.push(columns.e?.[i] ?? "");
      out.options.push(columns.o?.[i] ?? "{}");
    }
  }
  return out;
}

/** `detail` picks must name contacts of their phonebook: 422 on `params.N.number_ids` otherwise. */
export async function requireDetailContacts(db: Db, userId: number, picks: ContactPick[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const [index, pick] of picks.entries()) {
    if (pick.type !== "detail") continue;
    const wanted = [...new Set(pick.contactIds)];
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${contacts}
        where user_id = ${userId} and phonebook_id = ${pick.phonebookId} and id = any(${sql.param(wanted)}::bigint[])`),
    );
    if (Number(row?.n ?? 0) !== wanted.length)
      errors[`params.${index}.number_ids`] = [PHONEBOOK_SEND_MESSAGES.contactsNotInPhonebook];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
