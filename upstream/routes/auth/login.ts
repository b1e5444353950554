import { Hono } from "hono";
import { loginRequestSchema } from "@/lib/contract/auth";
import { clearLoginFailures, isLoginLocked, recordLoginFailure, usernameKey } from "../../auth/login-throttle";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/password-hash";
import { startSession } from "../../auth/start-session";
import type { AppEnv, Deps } from "../../http/deps";
import { tooManyRequests, wrongCredentials } from "../../http/failure";
import { MESSAGES } from "../../http/messages";
import { ok } from "../../http/respond";
import { readBody } from "../../http/validate";
import { findUserByUsername } from "../../services/users";

/** POST acl/auth/login {username, password} → {method, token}. */
export function loginRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post("/login", async (c) => {
    const body = await readBody(c, loginRequestSchema);
    const key = usernameKey(body.username);
    if (await isLoginLocked(db, key)) throw tooManyRequests(MESSAGES.tooManyLogins);

    // Unknown, pending and blocked accounts get the same answer, after the same scrypt work.
    const user = await findUserByUsername(db, body.username);
    const valid =
      user && user.status === "active"
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDecoy(body.password);
    if (!user || !valid) {
      await recordLoginFailure(db, key);
      throw wrongCredentials();
    }

    await clearLoginFailures(db, key);
    return ok(c, await startSession(db, env, user));
  });
}
