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
export async function requireSendPhonebooks(db: Db, userId: number, named: Array<{ id: number; field: string }>): Promise<void> {
  const ids = [...new Set(named.map((n) => n.id))];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ${phonebooks} where user_id = ${userId} and id = any(${sql.param(ids)}::int[])`),
  );
  const own = new Set(rows.map((r) => Number(r.id)));
  const errors: FieldErrors = {};
  for (const { id, field } of named) if (!own.has(id)) errors[field] = [PHONEBOOK_MESSAGES.phonebookNotFound];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** One pick as rows (item, contact id, …columns), in contact order. */
function pickRows(userId: number, pick: ContactPick, item: number, columns: SQL): SQL {
  if (pick.type === "detail") {
    return sql`(select ${item}::int as item, c.id, ${columns} from ${contacts} c
      where c.user_id = ${userId} and c.phonebook_id = ${pick.phonebookId} and c.id = any(${sql.param(pick.contactIds)}::bigint[]))`;
  }
  const offset = pick.start ?? 0;
  const limit = pick.size === undefined ? sql`all` : sql`${pick.size}`;
  return sql`(select ${item}::int as item, c.id, ${columns} from ${contacts} c
    where c.user_id = ${userId} and c.phonebook_id = any(${sql.param(pick.phonebookIds)}::int[])
    order by c.id offset ${offset} limit ${limit})`;
}

/**
 * The contacts the picks name, in one statement: each number once (its first pick, then its
 * oldest contact), in that order. `columns` are read from the contact `c`, after `msisdn`.
 */
export async function pickedContacts<T extends { msisdn: string }>(db: Db, userId: number, picks: ContactPick[], extra: SQL = sql``): Promise<T[]> {
  const columns = sql`c.msisdn${extra}`;
  const union = sql.join(
    picks.map((pick, item) => pickRows(userId, pick, item, columns)),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select * from (
      select distinct on (msisdn) * from (${union}) u order by msisdn, item, id
    ) d order by item, id`);
  return rowsOf<T>(result);
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
    if (Number(row?.n ?? 0) !== wanted.length) errors[`params.${index}.number_ids`] = [PHONEBOOK_SEND_MESSAGES.contactsNotInPhonebook];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
