import type { MiddlewareHandler } from "hono";
import { requestClient } from "../auth/client-address";
import { findLiveToken, touchSession } from "../auth/tokens";
import type { AppEnv, Deps } from "./deps";
import { unauthorized } from "./failure";

/**
 * Protected routes: the raw token, alone in Authorization, must be a live final token. Its last
 * use and address are recorded (at most once a minute), for the user's list of sessions.
 */
export function requireSession({ db, env }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.header("authorization")?.trim() ?? "";
    const found = await findLiveToken(db, raw, ["session"]);
    if (!found) throw unauthorized();
    c.set("user", found.user);
    c.set("tokenId", found.token.id);
    c.set("impersonated", found.token.kind === "impersonation");
    await touchSession(db, found.token, requestClient(c, env.UPSTREAM_FORWARD_SECRET));
    await next();
  };
}
