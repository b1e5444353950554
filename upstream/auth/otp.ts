import { and, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { authTokens, otpCodes } from "../db/schema";
import { deliverSms } from "../sms/operator";
import { hashOtpCode, newOtpCode, sameHex } from "./secrets";
import type { IssuedToken } from "./tokens";

/** Wrong tries a code survives; the last one kills it. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;

/** Creates a fresh code for a temporary token and texts it; older codes of that token stop counting. */
export async function sendCode(
  db: Db | Tx,
  input: { token: IssuedToken; mobile: string; ttlSeconds: number; text: (code: string) => string },
): Promise<void> {
  const code = newOtpCode();
  const now = new Date();
  await db.insert(otpCodes).values({
    tokenId: input.token.id,
    codeHash: hashOtpCode(input.token.raw, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
  });
  await deliverSms(db, input.mobile, input.text(code));
}

/**
 * Claims the right to send another code for this token: true at most once per `resendSeconds`.
 * One UPDATE decides, so two simultaneous requests cannot both pass.
 */
export async function claimResend(db: Db | Tx, tokenId: number, resendSeconds: number): Promise<boolean> {
  const now = new Date();
  const earliest = new Date(now.getTime() - resendSeconds * 1000);
  const rows = await db
    .update(authTokens)
    .set({ lastSmsAt: now })
    .where(and(eq(authTokens.id, tokenId), or(isNull(authTokens.lastSmsAt), lte(authTokens.lastSmsAt, earliest))))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export type CodeCheck = "ok" | "wrong" | "expired" | "dead" | "missing";

/** Whether a token has an SMS code at all (a "ga" login may have asked for one instead). */
export async function hasCode(db: Db | Tx, tokenId: number): Promise<boolean> {
  const rows = await db.select({ id: otpCodes.id }).from(otpCodes).where(eq(otpCodes.tokenId, tokenId)).limit(1);
  return rows.length > 0;
}

/**
 * Checks the newest code of a temporary token. A wrong code counts a failed try (the fifth one
 * kills the code); `consume` uses a right code up, once, even under concurrent requests.
 */
export async function checkCode(
  db: Db | Tx,
  input: { token: IssuedToken; code: string; consume: boolean },
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.tokenId, input.token.id))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) return "missing";
  if (latest.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) return "dead";
  if (latest.expiresAt.getTime() <= Date.now()) return "expired";

  if (!sameHex(hashOtpCode(input.token.raw, input.code), latest.codeHash)) {
    const [counted] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    if (!counted || counted.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) return "dead";
    return "wrong";
  }

  if (!input.consume) return "ok";
  const used = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.usedAt), lt(otpCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
    .returning({ id: otpCodes.id });
  return used.length > 0 ? "ok" : "missing";
}
