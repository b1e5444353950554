import { and, eq, lt, max, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { ledgerEntries, ownerBalances, users } from "../db/schema";

/**
 * The wallet ledger. Amounts stay decimal strings from the database to here; sums are done by
 * PostgreSQL over numeric, so no binary floating point ever touches money. The credit is the sum
 * of the settled rows of the `credit` bucket; pending and failed rows (a payment not yet settled)
 * count for nothing, and `gift` and `tax` rows are balances of their own.
 *
 * The credit and gift balances as they are now are also kept per owner in owner_balances, by
 * triggers on ledger_entries in the transaction of each write (migration 0027); a debit reads that
 * row instead of summing the owner's whole ledger. The ledger stays the record the row follows.
 */

type LedgerBucket = "credit" | "gift" | "tax";
type LedgerState = "success" | "pending" | "failed";
export type LedgerMethod =
  "online" | "card_to_card" | "bank_transfer" | "gift_package" | "send" | "refund" | "expiry" | "adjustment" | "plan";

/** The rows a bucket's balance is the sum of. */
const countedIn = (userId: number, bucket: LedgerBucket): SQL =>
  and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.bucket, bucket), eq(ledgerEntries.state, "success"))!;

/** The owner's kept balance of `bucket` as SQL (zero for an owner without a ledger row yet). */
const keptBalanceSql = (userId: number, bucket: "credit" | "gift"): SQL =>
  sql`coalesce((select ${bucket === "credit" ? ownerBalances.credit : ownerBalances.gift} from ${ownerBalances} where ${ownerBalances.userId} = ${userId}), 0)`;

/** The credit now (the kept balance), or as it stood just before `before` (summed from the ledger). */
export async function balanceOf(db: Db | Tx, userId: number, before?: Date): Promise<string> {
  if (!before) {
    const [kept] = await db
      .select({ total: sql<string>`${ownerBalances.credit}::text` })
      .from(ownerBalances)
      .where(eq(ownerBalances.userId, userId));
    return kept?.total ?? "0";
  }
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(countedIn(userId, "credit"), lt(ledgerEntries.createdAt, before)));
  return row?.total ?? "0";
}

export async function lastMovementAt(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(ledgerEntries.createdAt) })
    .from(ledgerEntries)
    .where(countedIn(userId, "credit"));
  return row?.at ?? null;
}

/** The credit as SQL, for statements that compare it (the low-balance alert). */
export const creditSumSql = (userId: number): SQL => keptBalanceSql(userId, "credit");

/**
 * Whether adding `amount` (a decimal string) keeps the credit at zero or above; asked in SQL of
 * the kept balance. The caller holds the owner's users row, so no other debit moves it meanwhile.
 */
export async function staysNonNegative(db: Db | Tx, userId: number, amount: string): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`${keptBalanceSql(userId, "credit")} + ${amount}::numeric >= 0` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.ok === true;
}

export interface LedgerEntryInput {
  userId: number;
  /** A decimal string: positive for a deposit, negative for a withdrawal. */
  amount: string;
  description: string;
  bucket?: LedgerBucket;
  state?: LedgerState;
  method?: LedgerMethod;
  paymentId?: number | null;
  sendId?: number | null;
  expiresAt?: Date | null;
  createdAt?: Date;
}

/** Writes one row and answers its id. */
export async function addLedgerEntry(db: Db | Tx, entry: LedgerEntryInput): Promise<number> {
  const negative = entry.amount.trim().startsWith("-");
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      userId: entry.userId,
      amount: entry.amount,
      kind: negative ? "withdrawal" : "deposit",
      description: entry.description,
      bucket: entry.bucket ?? "credit",
      state: entry.state ?? "success",
      method: entry.method ?? "adjustment",
      paymentId: entry.paymentId ?? null,
      sendId: entry.sendId ?? null,
      expiresAt: entry.expiresAt ?? null,
      createdAt: entry.createdAt ?? new Date(),
    })
    .returning({ id: ledgerEntries.id });
  return row!.id;
}
