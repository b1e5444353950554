import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  changePasswordByTokenRequestSchema,
  forgotPasswordCheckOtpRequestSchema,
  forgotPasswordRequestSchema,
} from "@/lib/contract/auth";
import { toMsisdn } from "@/lib/validation/mobile";
import { codeFailure } from "../../auth/code-failure";
import { clearLoginFailures, usernameKey } from "../../auth/login-throttle";
import { checkCode, offerCode, otpSettings } from "../../auth/otp";
import { hashPassword } from "../../auth/password-hash";
import { newToken } from "../../auth/secrets";
import { smsTexts } from "../../auth/sms-texts";
import { findLiveToken, issueToken, revokeUserTokens } from "../../auth/tokens";
import { users } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { unauthorized } from "../../http/failure";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";
import { findUserByUsername } from "../../services/users";

/**
 * The forgotten-password flow: request a code, check it, set the new password. Codes belong to the
 * account's reset flow, with its resend wait, hourly cap and lock (see auth/otp.ts).
 */
export function forgotRoutes({ db, env, live }: Deps) {
  return new Hono<AppEnv>()
    .post("/forgot_password", async (c) => {
      const body = await readBody(c, forgotPasswordRequestSchema);
      const mobile = toMsisdn(body.mobile);
      const user = await findUserByUsername(db, body.username);
      // The same answer whether or not the pair is an account's; only a real pair gets an SMS, and
      // only within the reset flow's limits (a request inside them sends nothing, and the code
      // already sent serves the new token too).
      if (!user || user.status !== "active" || user.mobile !== mobile) {
        return ok(c, { token: newToken() });
      }
      const token = await db.transaction(async (tx) => {
        const issued = await issueToken(tx, {
          userId: user.id,
          kind: "forgot",
          ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS,
        });
        await offerCode(tx, {
          userId: user.id,
          flow: "reset",
          mobile: user.mobile,
          tokenId: issued.id,
          text: smsTexts.forgot,
          settings: otpSettings(env),
        });
        return issued.raw;
      });
      return ok(c, { token });
    })
    .post("/forgot_password_check_otp", async (c) => {
      const body = await readBody(c, forgotPasswordCheckOtpRequestSchema);
      const found = await findLiveToken(db, body.token, ["forgot"]);
      if (!found) throw unauthorized();
      const check = await checkCode(db, {
        userId: found.user.id,
        flow: "reset",
        code: body.otp,
        consume: false,
        settings: otpSettings(env),
      });
      if (check.status !== "ok") throw codeFailure(check);
      return ok(c, null);
    })
    .post("/change_password_by_token", async (c) => {
      const body = await readBody(c, changePasswordByTokenRequestSchema);
      const found = await findLiveToken(db, body.token, ["forgot"]);
      if (!found) throw unauthorized();
      const check = await checkCode(db, {
        userId: found.user.id,
        flow: "reset",
        code: body.otp,
        consume: true,
        settings: otpSettings(env),
      });
      if (check.status !== "ok") throw codeFailure(check);

      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.user.id));
        await revokeUserTokens(tx, found.user.id);
      });
      live.sessionsEnded(found.user.id);
      await clearLoginFailures(db, usernameKey(found.user.username));
      return ok(c, null);
    });
}
