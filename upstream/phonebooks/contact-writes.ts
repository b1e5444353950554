import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { contacts, phonebooks } from "../db/schema";
import { rowsOf } from "../banks/sql-rows";

/** A contact to write: its phonebook, number (98…) and fields. */
export interface NewContact {
  phonebookId: number;
  msisdn: string;
  pre: string;
  name: string;
  email: string;
  gender: number | null;
  options: Record<string, string>;
}

/** Contacts written per INSERT: each column one array parameter, so a statement stays a few megabytes. */
const CONTACTS_PER_INSERT = 50_000;

/**
 * Locks the phonebooks about to be written (in id order, so two writers never wait on each other
 * crosswise) and tells whether every one of them is still empty: then a batch whose numbers are
 * all distinct needs no conflict check, which saves about a fifth of a large import's time.
 */
export async function lockPhonebooks(tx: Tx, phonebookIds: readonly number[]): Promise<{ allEmpty: boolean }> {
  const ids = [...new Set(phonebookIds)].sort((a, b) => a - b);
  if (ids.length === 0) return { allEmpty: true };
  await tx.execute(sql`select id from ${phonebooks} where id = any(${sql.param(ids)}::int[]) order by id for update`);
  const filled = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from unnest(${sql.param(ids)}::int[]) as p(id)
      where exists (select 1 from ${contacts} where ${contacts.phonebookId} = p.id)`),
  );
  return { allEmpty: Number(filled[0]?.n ?? 0) === 0 };
}

function allDistinct(rows: readonly NewContact[]): boolean {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.phonebookId}:${row.msisdn}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Writes contacts in INSERTs of 50,000 rows (each column one array, unnested on the server),
 * skipping any number its phonebook already has or that came earlier in `rows`, and keeps each
 * phonebook's count. Answers how many were added.
 */
export async function insertContacts(
  tx: Tx,
  userId: number,
  rows: readonly NewContact[],
  now = new Date(),
): Promise<number> {
  const { allEmpty } = await lockPhonebooks(
    tx,
    rows.map((r) => r.phonebookId),
  );
  const onConflict = allEmpty && allDistinct(rows) ? sql`` : sql`on conflict (phonebook_id, msisdn) do nothing`;
  const added = new Map<number, number>();
  for (let start = 0; start < rows.length; start += CONTACTS_PER_INSERT) {
    const slice = rows.slice(start, start + CONTACTS_PER_INSERT);
    const columns = {
      phonebook: [] as number[],
      msisdn: [] as string[],
      pre: [] as string[],
      name: [] as string[],
      email: [] as string[],
      gender: [] as (number | null)[],
      options: [] as string[],
    };
    for (const row of slice) {
      columns.phonebook.push(row.phonebookId);
      columns.msisdn.push(row.msisdn);
      columns.pre.push(row.pre);
      columns.name.push(row.name);
      columns.email.push(row.email);
      columns.gender.push(row.gender);
      columns.options.push(JSON.stringify(row.options));
    }
    const result = await tx.execute(sql`
      with added as (
        insert into ${contacts} (user_id, phonebook_id, msisdn, pre, name, email, gender, options, created_at, updated_at)
        select ${userId}::int, r.phonebook_id, r.msisdn, r.pre, r.name, r.email, r.gender, r.options::jsonb, ${now}::timestamptz, ${now}::timestamptz
        from unnest(${sql.param(columns.phonebook)}::int[], ${sql.param(columns.msisdn)}::text[], ${sql.param(columns.pre)}::text[],
          ${sql.param(columns.name)}::text[], ${sql.param(columns.email)}::text[], ${sql.param(columns.gender)}::smallint[], ${sql.param(columns.options)}::text[])
          with ordinality as r(phonebook_id, msisdn, pre, name, email, gender, options, n)
        order by r.n
        ${onConflict}
        returning phonebook_id
      )
      select phonebook_id, count(*)::int as n from added group by phonebook_id`);
    for (const { phonebook_id, n } of rowsOf<{ phonebook_id: number; n: number }>(result))
      added.set(phonebook_id, (added.get(phonebook_id) ?? 0) + n);
  }
  await adjustCounts(tx, added, now);
  let total = 0;
  for (const n of added.values()) total += n;
  return total;
}

/** Adds `delta` to each phonebook's count of contacts (negative after a delete). */
export async function adjustCounts(tx: Tx, deltas: ReadonlyMap<number, number>, now = new Date()): Promise<void> {
  const ids: number[] = [];
  const changes: number[] = [];
  for (const [id, delta] of deltas) {
    if (delta === 0) continue;
    ids.push(id);
    changes.push(delta);
  }
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${phonebooks} set contact_count = contact_count + d.delta, updated_at = ${now}::timestamptz
    from unnest(${sql.param(ids)}::int[], ${sql.param(changes)}::int[]) as d(id, delta)
    where ${phonebooks.id} = d.id`);
}
