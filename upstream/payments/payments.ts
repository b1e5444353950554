import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray, lte, ne } from "drizzle-orm";
import {
  dateToTransferTime,
  onlinePaymentTotal,
  PAYMENT_RULES,
  type Payment,
  type PaymentMethod,
  type PaymentState,
  type Promotion,
} from "@/lib/contract/payment";
import { groupDigits } from "@/lib/format/money";
import type { Db, Tx } from "../db/client";
import { chargePromotions, ledgerEntries, payments, users } from "../db/schema";
import { addLedgerEntry, type LedgerMethod } from "../services/ledger";
import { formatDateTime } from "../services/time";
import { notifyBySms } from "../services/notifications";
import { settleLowCreditAlert } from "../wallet/low-credit";

/**
 * Payments of the wallet and the ledger rows they write. A payment has one `credit` row from the
 * moment it is made: pending (counted for nothing), then success or failed with the payment. An
 * online payment that succeeds also writes its tax (`tax` bucket) and, with a gift package or a
 * promotion, its gift credit (`gift` bucket, expiring); those appear only on success.
 */

export type PaymentRow = typeof payments.$inferSelect;

/** How long a promotion's gift credit lasts. */
export const PROMOTION_GIFT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

const OFFLINE_METHODS = ["card_to_card", "bank_transfer"] as const;

const num = (value: string | null) => (value === null ? 0 : Number(value));

/** A payment as the contract answers it: the decimal strings become numbers only here, at the wire. */
export function paymentView(row: PaymentRow): Payment {
  const amount = num(row.amount);
  const tax = num(row.tax);
  return {
    id: row.id,
    method: row.method as PaymentMethod,
    state: row.state as PaymentState,
    amount,
    tax,
    total: amount + tax,
    credit_amount: num(row.creditAmount),
    gift_amount: num(row.giftAmount),
    gift_days: row.giftDays,
    reference_code: row.referenceCode,
    source: row.source,
    target: row.target,
    // As the transfer time was sent: UTC `YYYY-MM-DD HH:MM:SS`.
    submitted_at: row.submittedAt ? dateToTransferTime(row.submittedAt) : null,
    reject_reason: row.rejectReason,
    description: row.description,
    created_at: formatDateTime(row.createdAt),
    settled_at: row.settledAt ? formatDateTime(row.settledAt) : null,
  };
}

/** The user's own payment, or null (another account's payment is as good as absent). */
export async function ownPayment(db: Db | Tx, userId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row ?? null;
}

/** The promotion running now, if any (the newest one when several overlap). */
export async function promotionNow(db: Db | Tx, now = new Date()) {
  const [row] = await db
    .select()
    .from(chargePromotions)
    .where(and(lte(chargePromotions.startsAt, now), gt(chargePromotions.endsAt, now)))
    .orderBy(desc(chargePromotions.startsAt), desc(chargePromotions.id))
    .limit(1);
  return row ?? null;
}

export function promotionView(row: typeof chargePromotions.$inferSelect): Promotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    gift_percent: row.giftPercent,
    min_amount: Number(row.minAmount),
    ends_at: formatDateTime(row.endsAt),
  };
}

/** A random token for the gateway's address: 24 random bytes, unguessable. */
const newAuthority = () => randomBytes(24).toString("base64url");
export const AUTHORITY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The bank's reference number for a settled gateway payment: 12 digits. */
const newBankReference = () => `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

export interface OnlineRequest {
  userId: number;
  /** Rials before tax, a whole number. */
  amount: number;
  creditAmount: number;
  giftAmount: number;
  giftDays: number | null;
  packageId: number | null;
  method: "online" | "gift_package";
  callbackUrl: string;
  description: string | null;
  /** What the ledger row says, given the payment's id. */
  ledgerDescription: (id: number) => string;
}

/** Makes an online payment (the gateway's request) and its pending ledger row, in one transaction. */
export async function createOnlinePayment(db: Db, input: OnlineRequest): Promise<PaymentRow> {
  const { tax } = onlinePaymentTotal(input.amount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        method: input.method,
        state: "pending",
        amount: String(input.amount),
        tax: String(tax),
        creditAmount: String(input.creditAmount),
        giftAmount: String(input.giftAmount),
        giftDays: input.giftDays,
        packageId: input.packageId,
        authority: newAuthority(),
        callbackUrl: input.callbackUrl,
        description: input.description,
      })
      .returning();
    await addLedgerEntry(tx, {
      userId: input.userId,
      amount: String(input.creditAmount),
      description: input.ledgerDescription(row!.id),
      bucket: "credit",
      state: "pending",
      method: input.method,
      paymentId: row!.id,
      createdAt: row!.createdAt,
    });
    return row!;
  });
}

/** Locks the owner's row as every movement of their money does, then the payment's. */
async function lockPayment(tx: Tx, userId: number, paymentId: number): Promise<PaymentRow | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row ?? null;
}

async function settleCreditRow(tx: Tx, paymentId: number, state: "success" | "failed") {
  await tx
    .update(ledgerEntries)
    .set({ state })
    .where(
      and(
        eq(ledgerEntries.paymentId, paymentId),
        eq(ledgerEntries.bucket, "credit"),
        eq(ledgerEntries.state, "pending"),
      ),
    );
}

export type SettleOutcome = { changed: true; payment: PaymentRow } | { changed: false; payment: PaymentRow | null };

/**
 * The gateway's verdict on an online payment, verified here: the payment must exist, carry this
 * authority and still be pending; the amounts are the stored ones. Success credits it once (its
 * credit row counts, its tax and gift rows are written); failure leaves the wallet as it was. A
 * payment settled already is left alone.
 */
export async function settleOnlinePayment(
  db: Db,
  authority: string,
  verdict: { ok: true; source: string } | { ok: false; reason: string },
): Promise<SettleOutcome> {
  const [found] = await db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(eq(payments.authority, authority));
  if (!found) return { changed: false, payment: null };
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    const payment = await lockPayment(tx, found.userId, found.id);
    if (!payment || payment.authority !== authority || payment.state !== "pending") {
      return { changed: false, payment };
    }
    if (payment.method !== "online" && payment.method !== "gift_package") return { changed: false, payment };
    const now = new Date();
    if (!verdict.ok) {
      const [failed] = await tx
        .update(payments)
        .set({ state: "failed", settledAt: now, rejectReason: verdict.reason })
        .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")))
        .returning();
      await settleCreditRow(tx, payment.id, "failed");
      return { changed: true, payment: failed! };
    }
    const [paid] = await tx
      .update(payments)
      .set({ state: "success", settledAt: now, referenceCode: newBankReference(), source: verdict.source })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")))
      .returning();
    await settleCreditRow(tx, payment.id, "success");
    if (Number(payment.tax) > 0) {
      await addLedgerEntry(tx, {
        userId: payment.userId,
        amount: payment.tax,
        description: `مالیات بر ارزش افزودهٔ پرداخت آنلاین شماره ${payment.id}`,
        bucket: "tax",
        state: "success",
        method: "online",
        paymentId: payment.id,
        createdAt: now,
      });
    }
    if (Number(payment.giftAmount) > 0) {
      const days = payment.giftDays ?? PROMOTION_GIFT_DAYS;
      const method: LedgerMethod = payment.method === "gift_package" ? "gift_package" : "online";
      await addLedgerEntry(tx, {
        userId: payment.userId,
        amount: payment.giftAmount,
        description:
          method === "gift_package"
            ? `اعتبار هدیهٔ بستهٔ شارژ، پرداخت شماره ${payment.id}`
            : `اعتبار هدیهٔ طرح تشویقی، پرداخت آنلاین شماره ${payment.id}`,
        bucket: "gift",
        state: "success",
        method,
        paymentId: payment.id,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        createdAt: now,
      });
    }
    await settleLowCreditAlert(tx, payment.userId);
    return { changed: true, payment: paid! };
  });
}

/** An online payment left at the gateway longer than this fails (spec §9: a result within 15 minutes). */
const GATEWAY_TIMEOUT_MS = PAYMENT_RULES.pendingResultMinutes * 60_000;
const GATEWAY_TIMEOUT_REASON = "مهلت پرداخت در درگاه به پایان رسید";

/** Whether an online payment waited at the gateway past its time. */
const gatewayTimedOut = (payment: PaymentRow, now = Date.now()) =>
  payment.state === "pending" &&
  payment.authority !== null &&
  (payment.method === "online" || payment.method === "gift_package") &&
  now - payment.createdAt.getTime() > GATEWAY_TIMEOUT_MS;

/**
 * An online payment abandoned at the gateway fails once its time is up, when it is next read: the
 * payer who never came back sees it failed, and the gateway no longer takes it.
 */
export async function expireIfTimedOut(db: Db, payment: PaymentRow): Promise<PaymentRow> {
  if (!gatewayTimedOut(payment)) return payment;
  const outcome = await settleOnlinePayment(db, payment.authority!, { ok: false, reason: GATEWAY_TIMEOUT_REASON });
  return outcome.payment ?? payment;
}

export interface OfflineRequest {
  userId: number;
  method: (typeof OFFLINE_METHODS)[number];
  amount: number;
  creditAmount: number;
  source: string;
  target: string;
  referenceCode: string;
  submittedAt: Date;
  /** Where the panel wants to come back to (kept for its own use). */
  callbackUrl: string | null;
}

/**
 * Records a card-to-card or bank transfer for review, with its pending ledger row. A deposit slip
 * number the user already gave for the same method (unless that payment was rejected) answers null.
 */
export async function createOfflinePayment(db: Db, input: OfflineRequest): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    // Two submissions of one slip at once: the second waits here and then sees the first.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("no key update");
    const [same] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, input.userId),
          eq(payments.method, input.method),
          eq(payments.referenceCode, input.referenceCode),
          ne(payments.state, "failed"),
        ),
      )
      .limit(1);
    if (same) return null;
    const [row] = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        method: input.method,
        state: "pending",
        amount: String(input.amount),
        tax: "0",
        creditAmount: String(input.creditAmount),
        source: input.source,
        target: input.target,
        referenceCode: input.referenceCode,
        submittedAt: input.submittedAt,
        callbackUrl: input.callbackUrl,
      })
      .returning();
    const how = input.method === "card_to_card" ? "کارت به کارت" : "واریز بانکی";
    await addLedgerEntry(tx, {
      userId: input.userId,
      amount: String(input.creditAmount),
      description: `افزایش اعتبار، ${how} شماره ${row!.id}`,
      bucket: "credit",
      state: "pending",
      method: input.method,
      paymentId: row!.id,
      createdAt: row!.createdAt,
    });
    return row!;
  });
}

function reviewText(payment: PaymentRow): string {
  const how = payment.method === "card_to_card" ? "کارت به کارت" : "واریز بانکی";
  const what = `${how} شمارهٔ ${payment.id} به مبلغ ${groupDigits(Number(payment.amount))} ریال`;
  return payment.state === "success"
    ? `${what} تأیید شد و اعتبار حساب شما افزایش یافت.`
    : `${what} تأیید نشد. دلیل: ${payment.rejectReason ?? "نامشخص"}`;
}

export type ReviewOutcome =
  { ok: true; payment: PaymentRow } | { ok: false; reason: "not_found" | "not_offline" | "not_pending" };

/** The finance team's decision on a card-to-card or bank transfer still pending: credited once, or refused. */
export async function reviewOfflinePayment(
  db: Db,
  paymentId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ReviewOutcome> {
  const [found] = await db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!found) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const payment = await lockPayment(tx, found.userId, found.id);
    if (!payment) return { ok: false, reason: "not_found" };
    if (!(OFFLINE_METHODS as readonly string[]).includes(payment.method)) return { ok: false, reason: "not_offline" };
    if (payment.state !== "pending") return { ok: false, reason: "not_pending" };
    const now = new Date();
    const [reviewed] = await tx
      .update(payments)
      .set(
        decision.approve
          ? { state: "success", settledAt: now }
          : { state: "failed", settledAt: now, rejectReason: decision.reason },
      )
      .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")))
      .returning();
    await settleCreditRow(tx, payment.id, decision.approve ? "success" : "failed");
    if (decision.approve) await settleLowCreditAlert(tx, payment.userId);
    await notifyBySms(tx, payment.userId, "payment_reviewed", reviewText(reviewed!));
    return { ok: true, payment: reviewed! };
  });
}

/** The user's card-to-card and bank transfers waiting for review, newest first. */
export async function pendingOfflinePayments(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.state, "pending"), inArray(payments.method, [...OFFLINE_METHODS])),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A payment's ledger rows, oldest first (development tools and tests). */
export async function ledgerRowsOf(db: Db, paymentId: number) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(ledgerEntries.id);
}

/** `percent` of `amount` in whole rials, rounded down; exact, in integers. */
export const percentOf = (amount: number, percent: number): number =>
  Number((BigInt(amount) * BigInt(percent)) / BigInt(100));
