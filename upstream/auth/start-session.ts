import type { LoginMethod } from "@/lib/contract/auth";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { User } from "../services/users";
import { sendCode } from "./otp";
import { smsTexts } from "./sms-texts";
import { issueToken } from "./tokens";

/**
 * After the password: a final token when two-step is off; otherwise a temporary token for the
 * second step, with an SMS code sent right away for method "sms".
 */
export async function startSession(db: Db, env: Env, user: User): Promise<{ method: LoginMethod; token: string }> {
  if (user.twoStep === "sms") {
    const token = await db.transaction(async (tx) => {
      const issued = await issueToken(tx, { userId: user.id, kind: "login", method: "sms", ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS, smsSent: true });
      await sendCode(tx, { token: issued, mobile: user.mobile, ttlSeconds: env.OTP_TTL_SECONDS, text: (code) => smsTexts.login(code, env.OTP_TTL_SECONDS) });
      return issued.raw;
    });
    return { method: "sms", token };
  }
  if (user.twoStep === "ga" && user.totpSecret) {
    const issued = await issueToken(db, { userId: user.id, kind: "login", method: "ga", ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS });
    return { method: "ga", token: issued.raw };
  }
  const issued = await issueToken(db, { userId: user.id, kind: "session", ttlSeconds: env.TOKEN_TTL_SECONDS });
  return { method: "login", token: issued.raw };
}
