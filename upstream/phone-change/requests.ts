import { desc, eq, sql } from "drizzle-orm";
import { PHONE_CHANGE_RULES, type PhoneChangeStatus } from "@/lib/contract/phone-change";
import { toE164 } from "@/lib/validation/mobile";
import type { Db, Tx } from "../db/client";
import { phoneChanges, users } from "../db/schema";
import { formatDateTime } from "../services/time";

export type PhoneChangeRow = typeof phoneChanges.$inferSelect;

/** Advisory lock class (the first key of `pg_advisory_xact_lock(int, int)`) of one account's phone change. */
const PHONE_CHANGE_LOCK_CLASS = 7_270_170;

/**
 * Serialises every step of one account's phone change, taken before any code's lock, so two tabs
 * (or a hostile client in parallel) cannot confirm one request twice or skip a step.
 */
export async function lockPhoneChange(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_CHANGE_LOCK_CLASS}::int, ${userId}::int)`);
}

export async function latestPhoneChange(db: Db | Tx, userId: number): Promise<PhoneChangeRow | null> {
  const [row] = await db
    .select()
    .from(phoneChanges)
    .where(eq(phoneChanges.userId, userId))
    .orderBy(desc(phoneChanges.id))
    .limit(1);
  return row ?? null;
}

/** A request whose current number was confirmed recently enough to go on naming and confirming the new one. */
export function isOpen(row: PhoneChangeRow | null, now = new Date()): row is PhoneChangeRow {
  return (
    row !== null &&
    row.state === "current_confirmed" &&
    row.createdAt.getTime() > now.getTime() - PHONE_CHANGE_RULES.openMinutes * 60_000
  );
}

/** A request that still counts for the user: open, under review, or reviewed. A lapsed or cancelled one does not. */
function stillCounts(row: PhoneChangeRow | null, now: Date): row is PhoneChangeRow {
  if (!row || row.state === "cancelled") return false;
  return row.state !== "current_confirmed" || isOpen(row, now);
}

export async function currentMobile(db: Db | Tx, userId: number): Promise<string> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} is gone`);
  return row.mobile;
}

const e164 = (msisdn: string) => toE164(msisdn) ?? msisdn;
const stamp = (date: Date | null) => (date ? formatDateTime(date) : null);

/** What `change_mobile/status` answers: the mobile now and the latest request that still counts. */
export async function phoneChangeStatus(db: Db | Tx, userId: number, now = new Date()): Promise<PhoneChangeStatus> {
  const mobile = await currentMobile(db, userId);
  const latest = await latestPhoneChange(db, userId);
  if (!stillCounts(latest, now)) return { mobile: e164(mobile), request: null };
  return {
    mobile: e164(mobile),
    request: {
      id: latest.id,
      state: latest.state as NonNullable<PhoneChangeStatus["request"]>["state"],
      new_mobile: latest.newMobile ? e164(latest.newMobile) : null,
      reason: latest.reason,
      created_at: formatDateTime(latest.createdAt),
      submitted_at: stamp(latest.submittedAt),
      reviewed_at: stamp(latest.reviewedAt),
    },
  };
}
