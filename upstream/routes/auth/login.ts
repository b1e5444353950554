import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { loginRequestSchema } from "@/lib/contract/auth";
import { COLLEAGUE_MESSAGES } from "@/lib/contract/colleagues";
import { requestClient } from "../../auth/client-address";
import { claimLoginAttempt, loginSucceeded, usernameKey } from "../../auth/login-throttle";
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from "../../auth/password-hash";
import { recordSignIn } from "../../auth/sign-in-events";
import { startSession } from "../../auth/start-session";
import { colleagueSignIn, signInRefused } from "../../colleagues/sign-in";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { forbidden, tooManyRequests, wrongCredentials } from "../../http/failure";
import { MESSAGES } from "../../http/messages";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";
import { findUserByUsername, type User } from "../../services/users";

/** POST acl/auth/login {username, password} → {method, token}. */
export function loginRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post("/login", async (c) => {
    const body = await readBody(c, loginRequestSchema);
    const key = usernameKey(body.username);
    const client = requestClient(c, env.UPSTREAM_FORWARD_SECRET);
    const attempt = await claimLoginAttempt(db, { usernameKey: key, address: client.address ?? "unknown" });
    if (!attempt) {
      // The same hashing work as any other answer, so the refusal's timing tells nothing either.
      await verifyAgainstDecoy(body.password);
      throw tooManyRequests(MESSAGES.tooManyLogins);
    }

    // Unknown, pending and blocked accounts get the same answer, after the same hashing work.
    const user = await findUserByUsername(db, body.username);
    const valid =
      user && user.status === "active"
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDecoy(body.password);
    // A failure is already counted: the claim stays. The account's owner sees it among the sign-ins.
    if (!user || !valid) {
      if (user?.status === "active")
        await recordSignIn(db, { userId: user.id, client, outcome: "wrong_password", twoStep: null });
      throw wrongCredentials();
    }

    await loginSucceeded(db, attempt);
    // Told only to whoever knows the password: a deactivated colleague (or one whose owner's account
    // is closed) learns why they cannot sign in.
    if (signInRefused(await colleagueSignIn(db, user.id))) throw forbidden(COLLEAGUE_MESSAGES.deactivated);
    if (needsRehash(user.passwordHash)) await upgradePasswordHash(db, user, body.password);
    const started = await startSession(db, env, user, client);
    // With a second step, the sign-in is recorded once its code is judged (second-step.ts).
    if (started.method === "login") await recordSignIn(db, { userId: user.id, client, outcome: "ok", twoStep: null });
    return ok(c, started);
  });
}

/**
 * Stores a password kept at older parameters (scrypt) again at the current ones, now that it is
 * known to be right; a password changed meanwhile is left alone.
 */
async function upgradePasswordHash(db: Db, user: User, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}
