import { sql } from "drizzle-orm";
import type { PhonebookNumberCount } from "@/lib/contract/phonebooks";
import { noRecipients, operatorOf } from "@/lib/sms/operators";
import { rowsOf } from "../banks/sql-rows";
import type { Db } from "../db/client";
import { contacts } from "../db/schema";

/**
 * The distinct numbers of some of the user's phonebooks per operator, as a phonebook send would
 * take them: counted by their first digits in SQL, the operator read from those digits here.
 */
export async function countPhonebookNumbers(
  db: Db,
  userId: number,
  phonebookIds: readonly number[],
): Promise<PhonebookNumberCount> {
  const rows = rowsOf<{ prefix: string; n: number }>(
    await db.execute(sql`select substr(msisdn, 1, 5) as prefix, count(distinct msisdn)::int as n from ${contacts}
      where user_id = ${userId} and phonebook_id = any(${sql.param([...phonebookIds])}::int[])
      group by 1`),
  );
  const counts = noRecipients();
  let total = 0;
  for (const row of rows) {
    const operator = operatorOf(`${row.prefix}0000000`) ?? "other";
    counts[operator] += Number(row.n);
    total += Number(row.n);
  }
  return { total, ...counts };
}
