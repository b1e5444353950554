import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { otpCodes, otpFailures, otpFlows } from "../db/schema";
import type { Env } from "../env";
import { deliverSms } from "../sms/operator";
import { otpHashKey } from "./otp-secret";
import { hashOtpCode, newOtpCode, sameHex } from "./secrets";

/**
 * The one service that makes, sends and checks one-time codes, per account and flow:
 *
 * - a code is 6 digits, lives `OTP_TTL_SECONDS`, and is bound to the account and the flow, not to
 *   the temporary token that asked for it: the newest code of the flow is the one that counts,
 *   whichever live token of the account brings it;
 * - a new code at most once per `OTP_RESEND_SECONDS` while the last one is still usable, and at
 *   most 5 an hour; a request inside those limits sends nothing and the code already sent stays;
 * - 5 wrong codes within 15 minutes (SMS and authenticator codes alike) lock the flow for 15
 *   minutes, during which no code of it is checked, the right one included.
 *
 * Every send and check first locks the flow's row (`otp_flows`, `FOR UPDATE`), so parallel
 * requests are decided one after another.
 */
export type OtpFlow = "login" | "register" | "reset" | "phone_change" | "api_key" | "two_step" | "phone_change_new";

const OTP_MAX_FAILURES = 5;
const OTP_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const OTP_LOCK_MS = 15 * 60 * 1000;
const OTP_MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Codes are kept a day (the hour of the cap, and a little history), then forgotten. */
const CODE_KEEP_MS = 24 * HOUR_MS;

export interface OtpSettings {
  ttlSeconds: number;
  resendSeconds: number;
  key: Buffer;
}

export function otpSettings(env: Env): OtpSettings {
  return { ttlSeconds: env.OTP_TTL_SECONDS, resendSeconds: env.OTP_RESEND_SECONDS, key: otpHashKey(env) };
}

export interface FlowRef {
  userId: number;
  flow: OtpFlow;
}

const ofFlow = (ref: FlowRef) => ({
  codes: and(eq(otpCodes.userId, ref.userId), eq(otpCodes.flow, ref.flow)),
  failures: and(eq(otpFailures.userId, ref.userId), eq(otpFailures.flow, ref.flow)),
  row: and(eq(otpFlows.userId, ref.userId), eq(otpFlows.flow, ref.flow)),
});

/** Locks the flow's row until the transaction ends (making it first) and tells until when the flow is locked. */
async function lockFlow(tx: Tx, ref: FlowRef, now: Date): Promise<Date | null> {
  await tx.insert(otpFlows).values({ userId: ref.userId, flow: ref.flow }).onConflictDoNothing();
  const [row] = await tx
    .select({ lockedUntil: otpFlows.lockedUntil })
    .from(otpFlows)
    .where(ofFlow(ref).row)
    .for("update");
  const until = row?.lockedUntil ?? null;
  return until && until.getTime() > now.getTime() ? until : null;
}

/** Until when the flow is locked, if it is; a plain read, for answering before any code is asked for. */
export async function flowLockedUntil(db: Db | Tx, ref: FlowRef): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: otpFlows.lockedUntil }).from(otpFlows).where(ofFlow(ref).row);
  const until = row?.lockedUntil ?? null;
  return until && until.getTime() > Date.now() ? until : null;
}

export type OfferOutcome =
  | { sent: true }
  /** locked: too many wrong codes; too_soon: the last code is recent and still usable; hourly_cap: 5 this hour. */
  | { sent: false; reason: "locked" | "too_soon" | "hourly_cap"; retryAt: Date };

/**
 * Sends the flow a fresh code by SMS unless the limits say no: the flow is locked, the last code
 * was sent less than `resendSeconds` ago and can still be used, or 5 went out in the last hour.
 * A code sent replaces the earlier ones.
 */
export async function offerCode(
  db: Db | Tx,
  input: FlowRef & {
    mobile: string;
    tokenId?: number;
    text: (code: string, ttlSeconds: number) => string;
    settings: OtpSettings;
  },
): Promise<OfferOutcome> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const lockedUntil = await lockFlow(tx, input, now);
    if (lockedUntil) return { sent: false, reason: "locked", retryAt: lockedUntil };

    const where = ofFlow(input);
    await tx.delete(otpCodes).where(and(where.codes, lt(otpCodes.createdAt, new Date(now.getTime() - CODE_KEEP_MS))));
    const lastHour = await tx
      .select({ createdAt: otpCodes.createdAt, expiresAt: otpCodes.expiresAt, usedAt: otpCodes.usedAt })
      .from(otpCodes)
      .where(and(where.codes, gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(otpCodes.id))
      .limit(OTP_MAX_SENDS_PER_HOUR);
    const newest = lastHour[0];
    if (newest && !newest.usedAt && newest.expiresAt.getTime() > now.getTime()) {
      const resendAt = newest.createdAt.getTime() + input.settings.resendSeconds * 1000;
      if (resendAt > now.getTime()) return { sent: false, reason: "too_soon", retryAt: new Date(resendAt) };
    }
    if (lastHour.length >= OTP_MAX_SENDS_PER_HOUR) {
      return {
        sent: false,
        reason: "hourly_cap",
        retryAt: new Date(lastHour[lastHour.length - 1]!.createdAt.getTime() + HOUR_MS),
      };
    }

    const code = newOtpCode();
    await tx.insert(otpCodes).values({
      userId: input.userId,
      flow: input.flow,
      tokenId: input.tokenId ?? null,
      codeHash: hashOtpCode(input.settings.key, input.userId, input.flow, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.settings.ttlSeconds * 1000),
    });
    await deliverSms(tx, input.mobile, input.text(code, input.settings.ttlSeconds));
    return { sent: true };
  });
}

export type CodeCheck =
  | { status: "ok" }
  /** wrong: counted; expired: the newest code's time is up; missing: no usable code was sent. */
  | { status: "wrong" | "expired" | "missing" }
  /** The flow is locked until `until`; `now` when this very try was the one that locked it. */
  | { status: "locked"; until: Date; now: boolean };

/** What a try amounts to, judged inside the flow's lock: `wrong` is counted against the flow. */
export type TryResult = "ok" | "wrong" | "expired" | "missing";

/**
 * One try at a flow's code, decided while the flow's row is locked: refused outright while the
 * flow is locked; a wrong answer counts, and the fifth within 15 minutes locks the flow.
 */
export async function tryCode(
  db: Db | Tx,
  ref: FlowRef,
  judge: (tx: Tx, now: Date) => Promise<TryResult>,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const lockedUntil = await lockFlow(tx, ref, now);
    if (lockedUntil) return { status: "locked", until: lockedUntil, now: false };
    const result = await judge(tx, now);
    if (result !== "wrong") return { status: result };
    return countFailure(tx, ref, now);
  });
}

async function countFailure(tx: Tx, ref: FlowRef, now: Date): Promise<CodeCheck> {
  const where = ofFlow(ref);
  const since = new Date(now.getTime() - OTP_FAILURE_WINDOW_MS);
  await tx.delete(otpFailures).where(and(where.failures, lt(otpFailures.createdAt, since)));
  await tx.insert(otpFailures).values({ userId: ref.userId, flow: ref.flow, createdAt: now });
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(otpFailures)
    .where(and(where.failures, gt(otpFailures.createdAt, since)));
  if ((row?.n ?? 0) < OTP_MAX_FAILURES) return { status: "wrong" };
  // Locked: the failures that led here are spent, so after the lock the flow starts afresh.
  const until = new Date(now.getTime() + OTP_LOCK_MS);
  await tx.update(otpFlows).set({ lockedUntil: until }).where(where.row);
  await tx.delete(otpFailures).where(where.failures);
  return { status: "locked", until, now: true };
}

/**
 * Checks a code against the newest code of the flow. `consume` uses a right code up, once, even
 * under parallel requests; otherwise (a reset's check before the new password) it stays usable.
 */
export async function checkCode(
  db: Db | Tx,
  input: FlowRef & { code: string; consume: boolean; settings: OtpSettings },
): Promise<CodeCheck> {
  return tryCode(db, input, (tx, now) => judgeNewestCode(tx, input, now));
}

/**
 * How a code compares with the newest code of the flow, inside the flow's lock (`tryCode`), for a
 * check that also takes another kind of code (an authenticator's) in the same try.
 */
export async function judgeNewestCode(
  tx: Tx,
  input: FlowRef & { code: string; consume: boolean; settings: OtpSettings },
  now: Date,
): Promise<TryResult> {
  const [newest] = await tx
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt, usedAt: otpCodes.usedAt })
    .from(otpCodes)
    .where(ofFlow(input).codes)
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!newest || newest.usedAt) return "missing";
  if (newest.expiresAt.getTime() <= now.getTime()) return "expired";
  if (!sameHex(hashOtpCode(input.settings.key, input.userId, input.flow, input.code), newest.codeHash)) return "wrong";
  if (!input.consume) return "ok";
  const used = await tx
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, newest.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return used.length > 0 ? "ok" : "missing";
}
