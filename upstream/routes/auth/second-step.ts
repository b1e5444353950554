import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import { confirmOtpRequestSchema, sendSmsOtpRequestSchema } from "@/lib/contract/auth";
import type { SignInTwoStep } from "@/lib/contract/security";
import { requestClient } from "../../auth/client-address";
import { codeFailure, offerRefused } from "../../auth/code-failure";
import { checkCode, offerCode, otpSettings, tryCode, type CodeCheck, type OtpFlow } from "../../auth/otp";
import { useRecoveryCode } from "../../auth/recovery-codes";
import { recordSignIn } from "../../auth/sign-in-events";
import { smsTexts } from "../../auth/sms-texts";
import { findLiveToken, issueToken, revokeToken, type SessionUser, type TokenRow } from "../../auth/tokens";
import { verifyTotp } from "../../auth/totp";
import { markSignedIn } from "../../colleagues/sign-in";
import type { Db } from "../../db/client";
import { authTokens, users } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { unauthorized } from "../../http/failure";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";

/** A registration's code belongs to the register flow; every other second step to the sign-in flow. */
const flowOf = (token: TokenRow): OtpFlow => (token.kind === "register" ? "register" : "login");

/** A try that was judged wrong: counted, whether or not it was the one that locked the flow. */
const judgedWrong = (check: CodeCheck) => check.status === "wrong" || (check.status === "locked" && check.now);

/**
 * The second step of a login (method sms or ga) and the confirmation of a new account:
 * confirm_otp {token, otp} → the final token (a login takes `recovery_code` instead of `otp` too);
 * send_sms_otp {token} → a fresh SMS code. A colleague's "setup" login (their owner asks two-step
 * of every member) is confirmed by the SMS code, which turns SMS two-step on for them.
 */
export function secondStepRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>()
    .post("/confirm_otp", async (c) => {
      const body = await readBody(c, confirmOtpRequestSchema);
      const found = await findLiveToken(db, body.token, ["login", "register"]);
      if (!found) throw unauthorized();
      const { token, user } = found;
      const client = requestClient(c, env.UPSTREAM_FORWARD_SECRET);

      let used: SignInTwoStep;
      let check: CodeCheck;
      const setup = token.kind === "login" && token.method === "setup";
      if (body.recovery_code !== undefined) {
        // A new account, and a colleague setting two-step up, have no recovery codes yet: their
        // code is the one sent to their mobile.
        if (token.kind !== "login" || setup) throw unauthorized();
        used = "recovery";
        check = await checkRecoveryCode(db, env, user, body.recovery_code);
      } else if (token.kind === "login" && token.method === "ga") {
        used = "ga";
        check = await checkAuthenticatorCode(db, user, body.otp ?? "");
      } else {
        used = "sms";
        check = await checkCode(db, {
          userId: user.id,
          flow: flowOf(token),
          code: body.otp ?? "",
          consume: true,
          settings: otpSettings(env),
        });
      }
      if (check.status !== "ok") {
        if (token.kind === "login" && judgedWrong(check))
          await recordSignIn(db, { userId: user.id, client, outcome: "wrong_code", twoStep: used });
        throw codeFailure(check);
      }

      const final = await db.transaction(async (tx) => {
        await revokeToken(tx, token.id);
        if (token.kind === "register") {
          await tx.update(users).set({ status: "active", updatedAt: new Date() }).where(eq(users.id, user.id));
        } else {
          if (setup)
            await tx
              .update(users)
              .set({ twoStep: "sms", totpSecret: null, totpLastStep: null, updatedAt: new Date() })
              .where(eq(users.id, user.id));
          await markSignedIn(tx, user.id);
          await recordSignIn(tx, { userId: user.id, client, outcome: "ok", twoStep: used });
        }
        return issueToken(tx, { userId: user.id, kind: "session", ttlSeconds: env.TOKEN_TTL_SECONDS, client });
      });
      return ok(c, { method: "login" as const, token: final.raw });
    })
    .post("/send_sms_otp", async (c) => {
      const body = await readBody(c, sendSmsOtpRequestSchema);
      const found = await findLiveToken(db, body.token, ["login", "register"]);
      if (!found) throw unauthorized();
      const { token, user } = found;

      await db.transaction(async (tx) => {
        const outcome = await offerCode(tx, {
          userId: user.id,
          flow: flowOf(token),
          mobile: user.mobile,
          tokenId: token.id,
          text: token.kind === "register" ? smsTexts.register : smsTexts.login,
          settings: otpSettings(env),
        });
        if (!outcome.sent) throw offerRefused(outcome);
        // An authenticator login that asks for an SMS goes on by SMS.
        if (token.method === "ga")
          await tx.update(authTokens).set({ method: "sms" }).where(eq(authTokens.id, token.id));
      });
      return ok(c, { method: token.method === "setup" ? ("setup" as const) : ("sms" as const), token: body.token });
    });
}

/**
 * An authenticator (TOTP) code: right within one step either side of now, never twice. A wrong
 * one counts against the sign-in flow as a wrong SMS code does.
 */
function checkAuthenticatorCode(db: Db, user: SessionUser, code: string): Promise<CodeCheck> {
  return tryCode(db, { userId: user.id, flow: "login" }, async (tx, now) => {
    const [fresh] = await tx
      .select({ secret: users.totpSecret, lastStep: users.totpLastStep })
      .from(users)
      .where(eq(users.id, user.id));
    const step = fresh?.secret ? verifyTotp(fresh.secret, code, now, fresh.lastStep) : null;
    if (step === null) return "wrong";
    // Record the step in the same statement that checks it, so a replay in parallel loses.
    const claimed = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return claimed.length > 0 ? "ok" : "missing";
  });
}

/**
 * A recovery code in place of the second step's code: good once; a wrong one counts against the
 * sign-in flow as a wrong code does, so ten thousand guesses are not ten thousand tries.
 */
function checkRecoveryCode(db: Db, env: Deps["env"], user: SessionUser, normalized: string): Promise<CodeCheck> {
  return tryCode(db, { userId: user.id, flow: "login" }, async (tx, now) =>
    (await useRecoveryCode(tx, { userId: user.id, normalized, key: otpSettings(env).key, now })) ? "ok" : "wrong",
  );
}
