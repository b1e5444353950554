import { and, eq, gt, isNotNull, lte, or, isNull, ne, sql } from "drizzle-orm";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Db } from "../db/client";
import { aclRoles, users } from "../db/schema";
import { deliverSms } from "../sms/operator";
import { tehranParts } from "../services/time";
import { startRounds } from "../services/rounds";
import { PLAN_MESSAGES } from "./messages";

/** How often the runner looks for plans ending. */
const TICK_MS = 30_000;
/** Accounts handled per round, of each kind. */
const ACCOUNTS_PER_TICK = 100;
/** The reminder goes this long before a plan ends. */
const PLAN_REMINDER_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PlanExpiryRunner {
  stop(): Promise<void>;
}

/** «۱۴۰۵/۰۹/۰۶» */
function jalaliDate(date: Date): string {
  const parts = tehranParts(date, "jalali");
  return toPersianDigits(`${parts.year}/${parts.month}/${parts.day}`);
}

async function expire(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.planRoleId), lte(users.planExpiresAt, now)))
      .limit(ACCOUNTS_PER_TICK)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx
      .update(users)
      .set({ planRoleId: null, planServices: [], planExpiresAt: null, planRemindedFor: null })
      .where(sql`${users.id} = any(${sql.param(ids)}::int[])`);
    return ids.length;
  });
}

async function remind(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, mobile: users.mobile, expiresAt: users.planExpiresAt, plan: aclRoles.name })
      .from(users)
      .innerJoin(aclRoles, eq(aclRoles.id, users.planRoleId))
      .where(
        and(
          gt(users.planExpiresAt, now),
          lte(users.planExpiresAt, new Date(now.getTime() + PLAN_REMINDER_BEFORE_MS)),
          or(isNull(users.planRemindedFor), ne(users.planRemindedFor, users.planExpiresAt)),
        ),
      )
      .limit(ACCOUNTS_PER_TICK)
      .for("update", { of: users, skipLocked: true });
    for (const row of due) {
      await deliverSms(tx, row.mobile, PLAN_MESSAGES.reminder(row.plan, jalaliDate(row.expiresAt!)));
      await tx.update(users).set({ planRemindedFor: row.expiresAt }).where(eq(users.id, row.id));
    }
    return due.length;
  });
}

/** One round: plans past their expiry end, then the reminders due go out. */
export async function planExpiryRound(db: Db, now: Date = new Date()): Promise<{ expired: number; reminded: number }> {
  return { expired: await expire(db, now), reminded: await remind(db, now) };
}

/**
 * Ends plans past their expiry (the account keeps its purchases; its services stop) and sends the
 * reminder SMS once per term, 7 days before the end. Accounts are claimed `FOR UPDATE SKIP LOCKED`,
 * a batch per transaction, so several upstream processes on one database share the work and never
 * remind twice.
 */
export function startPlanExpiryRunner(deps: { db: Db }, options: { tickMs?: number } = {}): PlanExpiryRunner {
  return startRounds(() => planExpiryRound(deps.db), {
    tickMs: options.tickMs ?? TICK_MS,
    failure: "upstream: the plans' expiry round failed:",
  });
}
