import { and, asc, eq, gt, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import { tenthsToDecimal } from "@/lib/sms/price";
import type { Db, Tx } from "../db/client";
import { ledgerEntries, ownerBalances, users } from "../db/schema";
import { addLedgerEntry } from "../services/ledger";

/**
 * Gift credit. Every settled gift deposit (a gift package's or a promotion's gift, bucket `gift`,
 * positive, usually with `expiresAt`) is a lot; its `giftUsed` says how much of it is gone. The
 * gift balance is the sum of the gift rows (kept per owner in owner_balances), always equal to
 * what the lots still hold.
 *
 * The rules:
 * - A send spends gift before paid credit, taking from the lots earliest-expiring first (a lot
 *   without expiry last, equal expiries by the older lot first). Its cost shows as one negative
 *   gift row (method send) and, for the rest, one negative credit row.
 * - A lot whose expiry has passed is spent no more: what it still holds leaves the gift balance
 *   as one negative gift row (method expiry), written once, by the expiry runner or by the next
 *   send of its owner, whichever comes first.
 * - Refunds of a send come back as paid credit (bucket credit), whatever paid for it.
 * Every one of these runs with the owner's row locked, so they apply one after another.
 */

/**
 * A settled gift row, written as literals: a kept-prepared statement (db/statement-cache.ts) is
 * planned once for any values, and only literals let that plan use the partial indexes below,
 * instead of reading every row of the owner's ledger.
 */
const GIFT_LOT = sql`${ledgerEntries.bucket} = 'gift' and ${ledgerEntries.state} = 'success'`;

/** Lots of `userId` still holding gift that may be spent at `now`. */
const heldLots = (userId: number, now: Date): SQL =>
  and(
    eq(ledgerEntries.userId, userId),
    GIFT_LOT,
    sql`${ledgerEntries.amount} > ${ledgerEntries.giftUsed}`,
    or(isNull(ledgerEntries.expiresAt), gt(ledgerEntries.expiresAt, now)),
  )!;

/** Lots whose expiry has passed while they still hold gift (the partial index ledger_entries_gift_due_idx). */
const dueLots = (now: Date): SQL =>
  and(
    GIFT_LOT,
    sql`${ledgerEntries.amount} > ${ledgerEntries.giftUsed}`,
    sql`${ledgerEntries.expiresAt} is not null`,
    lte(ledgerEntries.expiresAt, now),
  )!;

/** What the user's lots still hold and may be spent now, in whole tenths of a rial. */
export async function spendableGiftTenths(tx: Tx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      tenths: sql<string>`floor(coalesce(sum(${ledgerEntries.amount} - ${ledgerEntries.giftUsed}), 0) * 10)::text`,
    })
    .from(ledgerEntries)
    .where(heldLots(userId, now));
  return Number(row?.tenths ?? "0");
}

/**
 * Marks `tenths` of gift as used on the lots, earliest-expiring first, in one statement. The
 * caller has written the negative gift rows for it and holds the owner's row.
 */
export async function useGift(tx: Tx, userId: number, tenths: number, now: Date): Promise<void> {
  if (tenths <= 0) return;
  const take = tenthsToDecimal(tenths);
  await tx.execute(sql`
    with lots as (
      select ${ledgerEntries.id} as id, ${ledgerEntries.amount} - ${ledgerEntries.giftUsed} as held,
        sum(${ledgerEntries.amount} - ${ledgerEntries.giftUsed}) over (
          order by ${ledgerEntries.expiresAt} asc nulls last, ${ledgerEntries.id} asc
        ) as through
      from ${ledgerEntries}
      where ${heldLots(userId, now)}
    )
    update ${ledgerEntries} set gift_used = ${ledgerEntries.giftUsed}
      + least(lots.held, ${take}::numeric - (lots.through - lots.held))
    from lots
    where ${ledgerEntries.id} = lots.id and lots.through - lots.held < ${take}::numeric`);
}

/**
 * Writes off what the user's expired lots still hold: one negative gift row (method expiry) per
 * lot, the lot marked used up. Lots another worker holds are skipped (`FOR UPDATE SKIP LOCKED`);
 * the caller holds the owner's row, so a lot is never written off twice. Answers how many.
 */
export async function expireDueGift(tx: Tx, userId: number, now: Date = new Date()): Promise<number> {
  const lots = await tx
    .select({
      id: ledgerEntries.id,
      held: sql<string>`(${ledgerEntries.amount} - ${ledgerEntries.giftUsed})::text`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), dueLots(now)))
    .orderBy(asc(ledgerEntries.expiresAt), asc(ledgerEntries.id))
    .for("update", { skipLocked: true });
  for (const lot of lots) {
    await addLedgerEntry(tx, {
      userId,
      amount: `-${lot.held}`,
      description: `انقضای اعتبار هدیه، واریز شماره ${lot.id}`,
      bucket: "gift",
      method: "expiry",
      createdAt: now,
    });
    await tx.update(ledgerEntries).set({ giftUsed: ledgerEntries.amount }).where(eq(ledgerEntries.id, lot.id));
  }
  return lots.length;
}

/** The gift balance and the earliest expiry among lots still holding gift (null without one). */
export async function giftSummary(db: Db, userId: number): Promise<{ gift: string; expiresAt: Date | null }> {
  const [balance] = await db
    .select({ total: sql<string>`${ownerBalances.gift}::text` })
    .from(ownerBalances)
    .where(eq(ownerBalances.userId, userId));
  const [earliest] = await db
    .select({ at: min(ledgerEntries.expiresAt) })
    .from(ledgerEntries)
    .where(heldLots(userId, new Date()));
  return { gift: balance?.total ?? "0", expiresAt: earliest?.at ?? null };
}

/** Owners with expired lots still holding gift, a few at a time. */
export async function ownersWithDueGift(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: ledgerEntries.userId })
    .from(ledgerEntries)
    .where(dueLots(now))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * Expires one owner's due lots in a transaction of its own, with the owner's row locked as a
 * send's debit locks it; an owner whose row another worker or a send holds is left for the next
 * round. Answers how many lots were written off.
 */
export function expireOwnerGift(db: Db, userId: number, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update", { skipLocked: true });
    if (!owner) return 0;
    return expireDueGift(tx, userId, now);
  });
}
