import { eq } from "drizzle-orm";
import type { LoginMethod } from "@/lib/contract/auth";
import { colleagueSignIn, markSignedIn } from "../colleagues/sign-in";
import type { Db } from "../db/client";
import { authTokens } from "../db/schema";
import type { Env } from "../env";
import type { User } from "../services/users";
import { flowLocked } from "./code-failure";
import { flowLockedUntil, offerCode, otpSettings } from "./otp";
import { smsTexts } from "./sms-texts";
import { issueToken, type TokenClient } from "./tokens";

/**
 * After the password: a final token when two-step is off; otherwise a temporary token for the
 * second step. For method "sms" a code is sent unless one went out within the resend wait (that
 * code then serves this token too) or the hour's five are spent. While the sign-in flow is locked
 * after too many wrong codes, the answer is that lock (429), and no token is made.
 *
 * A colleague whose owner has two-step on (sms or ga) and who has none yet gets method "setup":
 * a temporary token and a code to their mobile, whose confirmation turns SMS two-step on for them
 * as it signs them in (second-step.ts). A colleague still pending becomes active with the final token.
 */
export async function startSession(
  db: Db,
  env: Env,
  user: User,
  client: TokenClient,
): Promise<{ method: LoginMethod; token: string }> {
  const colleague = await colleagueSignIn(db, user.id);
  const setup = colleague !== null && user.twoStep === "off" && colleague.ownerTwoStep !== "off";
  if (user.twoStep === "sms" || setup) {
    const token = await db.transaction(async (tx) => {
      const issued = await issueToken(tx, {
        userId: user.id,
        kind: "login",
        method: "sms",
        ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS,
        client,
      });
      if (setup) await tx.update(authTokens).set({ method: "setup" }).where(eq(authTokens.id, issued.id));
      const outcome = await offerCode(tx, {
        userId: user.id,
        flow: "login",
        mobile: user.mobile,
        tokenId: issued.id,
        text: smsTexts.login,
        settings: otpSettings(env),
      });
      if (!outcome.sent && outcome.reason === "locked") throw flowLocked(outcome.retryAt);
      return issued.raw;
    });
    return { method: setup ? "setup" : "sms", token };
  }
  if (user.twoStep === "ga" && user.totpSecret) {
    const lockedUntil = await flowLockedUntil(db, { userId: user.id, flow: "login" });
    if (lockedUntil) throw flowLocked(lockedUntil);
    const issued = await issueToken(db, {
      userId: user.id,
      kind: "login",
      method: "ga",
      ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS,
      client,
    });
    return { method: "ga", token: issued.raw };
  }
  const issued = await db.transaction(async (tx) => {
    await markSignedIn(tx, user.id);
    return issueToken(tx, { userId: user.id, kind: "session", ttlSeconds: env.TOKEN_TTL_SECONDS, client });
  });
  return { method: "login", token: issued.raw };
}
