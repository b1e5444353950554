import { and, eq, lt, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { ledgerEntries } from "../db/schema";

/**
 * The wallet ledger. Amounts stay decimal strings from the database to here; sums are done by
 * PostgreSQL over numeric, so no binary floating point ever touches money.
 */
export async function balanceOf(db: Db | Tx, userId: number, before?: Date): Promise<string> {
  const where = before
    ? and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.createdAt, before))
    : eq(ledgerEntries.userId, userId);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(where);
  return row?.total ?? "0";
}

export async function lastMovementAt(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(ledgerEntries.createdAt) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return row?.at ?? null;
}

/** Whether adding `amount` (a decimal string) keeps the balance at zero or above; asked in SQL. */
export async function staysNonNegative(db: Db | Tx, userId: number, amount: string): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`coalesce(sum(${ledgerEntries.amount}), 0) + ${amount}::numeric >= 0` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return row?.ok === true;
}

export async function addLedgerEntry(
  db: Db | Tx,
  entry: { userId: number; amount: string; description: string; createdAt?: Date },
): Promise<void> {
  const negative = entry.amount.trim().startsWith("-");
  await db.insert(ledgerEntries).values({
    userId: entry.userId,
    amount: entry.amount,
    kind: negative ? "withdrawal" : "deposit",
    description: entry.description,
    createdAt: entry.createdAt ?? new Date(),
  });
}
