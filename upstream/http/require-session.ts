import type { MiddlewareHandler } from "hono";
import { requestClient } from "../auth/client-address";
import { findLiveSession } from "../auth/live-session";
import { touchSession } from "../auth/tokens";
import { touchColleague } from "../colleagues/membership";
import type { AppEnv, Deps } from "./deps";
import { unauthorized } from "./failure";
import { enforceRouteRule } from "./route-access";

/**
 * Protected routes: the raw token, alone in Authorization, must be a live final token of a member
 * who may still work in the account. `user` is the account (a colleague works in their owner's),
 * `member` the person signed in; the route's rule (route-permissions.ts) is then enforced. The
 * session's last use and address are recorded (at most once a minute), for the list of sessions,
 * and a colleague's last activity, for their owner's list.
 */
export function requireSession({ db, env }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.header("authorization")?.trim() ?? "";
    const found = await findLiveSession(db, raw);
    if (!found) throw unauthorized();
    const { membership } = found;
    c.set("user", membership.account);
    c.set("member", membership.member);
    c.set("access", membership.access);
    c.set("tokenId", found.token.id);
    c.set("impersonated", found.token.kind === "impersonation");
    enforceRouteRule(c);
    await touchSession(db, found.token, requestClient(c, env.UPSTREAM_FORWARD_SECRET));
    await touchColleague(db, membership);
    await next();
  };
}
