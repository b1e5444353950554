import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { confirmOtpRequestSchema, sendSmsOtpRequestSchema } from "@/lib/contract/auth";
import { codeFailure } from "../../auth/code-failure";
import { checkCode, claimResend, OTP_MAX_FAILED_ATTEMPTS, sendCode } from "../../auth/otp";
import { smsTexts } from "../../auth/sms-texts";
import { issueToken, revokeToken, type SessionUser, type TokenRow } from "../../auth/tokens";
import { findLiveToken } from "../../auth/tokens";
import { verifyTotp } from "../../auth/totp";
import type { Db } from "../../db/client";
import { authTokens, users } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { tooManyRequests, unauthorized } from "../../http/failure";
import { MESSAGES } from "../../http/messages";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";

/**
 * The second step of a login (method sms or ga) and the confirmation of a new account:
 * confirm_otp {token, otp} → the final token; send_sms_otp {token} → a fresh SMS code.
 */
export function secondStepRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>()
    .post("/confirm_otp", async (c) => {
      const body = await readBody(c, confirmOtpRequestSchema);
      const found = await findLiveToken(db, body.token, ["login", "register"]);
      if (!found) throw unauthorized();
      const { token, user } = found;

      if (token.kind === "login" && token.method === "ga") {
        await checkAuthenticatorCode(db, token, user, body.otp);
      } else {
        const check = await checkCode(db, { token: { id: token.id, raw: body.token }, code: body.otp, consume: true });
        if (check !== "ok") throw codeFailure(check);
      }

      const final = await db.transaction(async (tx) => {
        await revokeToken(tx, token.id);
        if (token.kind === "register") {
          await tx.update(users).set({ status: "active", updatedAt: new Date() }).where(eq(users.id, user.id));
        }
        return issueToken(tx, { userId: user.id, kind: "session", ttlSeconds: env.TOKEN_TTL_SECONDS });
      });
      return ok(c, { method: "login" as const, token: final.raw });
    })
    .post("/send_sms_otp", async (c) => {
      const body = await readBody(c, sendSmsOtpRequestSchema);
      const found = await findLiveToken(db, body.token, ["login", "register"]);
      if (!found) throw unauthorized();
      const { token, user } = found;
      if (!(await claimResend(db, token.id, env.OTP_RESEND_SECONDS))) throw tooManyRequests(MESSAGES.resendTooSoon);

      await db.transaction(async (tx) => {
        // An authenticator login that asks for an SMS goes on by SMS.
        if (token.method === "ga") await tx.update(authTokens).set({ method: "sms" }).where(eq(authTokens.id, token.id));
        const text = token.kind === "register" ? smsTexts.register : smsTexts.login;
        await sendCode(tx, {
          token: { id: token.id, raw: body.token },
          mobile: user.mobile,
          ttlSeconds: env.OTP_TTL_SECONDS,
          text: (code) => text(code, env.OTP_TTL_SECONDS),
        });
      });
      return ok(c, { method: "sms" as const, token: body.token });
    });
}

/**
 * An authenticator (TOTP) code: right within one step either side of now, never twice. Five wrong
 * codes end the temporary token.
 */
async function checkAuthenticatorCode(db: Db, token: TokenRow, user: SessionUser, code: string): Promise<void> {
  const step = user.totpSecret ? verifyTotp(user.totpSecret, code, new Date(), user.totpLastStep) : null;
  if (step === null) {
    const [row] = await db
      .update(authTokens)
      .set({ failedAttempts: sql`${authTokens.failedAttempts} + 1` })
      .where(eq(authTokens.id, token.id))
      .returning({ failedAttempts: authTokens.failedAttempts });
    if ((row?.failedAttempts ?? OTP_MAX_FAILED_ATTEMPTS) >= OTP_MAX_FAILED_ATTEMPTS) {
      await revokeToken(db, token.id);
      throw unauthorized(MESSAGES.otpDead);
    }
    throw unauthorized();
  }
  // Record the step in the same statement that checks it, so a replay in parallel loses.
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (claimed.length === 0) throw unauthorized();
}
