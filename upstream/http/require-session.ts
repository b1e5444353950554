import type { MiddlewareHandler } from "hono";
import { findLiveToken } from "../auth/tokens";
import type { AppEnv, Deps } from "./deps";
import { unauthorized } from "./failure";

/** Protected routes: the raw token, alone in Authorization, must be a live final token. */
export function requireSession({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.header("authorization")?.trim() ?? "";
    const found = await findLiveToken(db, raw, ["session"]);
    if (!found) throw unauthorized();
    c.set("user", found.user);
    c.set("tokenId", found.token.id);
    await next();
  };
}
