import type { MiddlewareHandler } from "hono";
import { requestClient } from "../auth/client-address";
import { findLiveSession } from "../auth/live-session";
import { authenticateApiKey } from "../api-keys/key-auth";
import { enforceKeyRoute } from "../api-keys/key-routes";
import { isApiKeyFormat } from "../api-keys/key-secret";
import { touchSession } from "../auth/tokens";
import { touchColleague } from "../colleagues/membership";
import type { AppEnv, Deps } from "./deps";
import { unauthorized } from "./failure";
import { enforceRouteRule } from "./route-access";
import { requireService } from "../plans/account-plan";
import { enforceRouteService } from "../plans/route-services";

/**
 * Protected routes: the raw token, alone in Authorization, must be a live final token of a member
 * who may still work in the account. `user` is the account (a colleague works in their owner's),
 * `member` the person signed in; the route's rule (route-permissions.ts) is then enforced. The
 * session's last use and address are recorded (at most once a minute), for the list of sessions,
 * and a colleague's last activity, for their owner's list.
 *
 * An API key (`ipk_…`, told apart by its shape so no session lookup is spent on it) stands for the
 * account's owner, from the addresses and at the rate it allows (api-keys/key-auth.ts), on every
 * route but those keys may not call (api-keys/key-routes.ts), while the account's plan gives API
 * access. A route a plan's service covers is refused with 403-9 without that service
 * (plans/route-services.ts). Sockets take session tokens only.
 */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db, env } = deps;
  return async (c, next) => {
    const raw = c.req.header("authorization")?.trim() ?? "";
    if (isApiKeyFormat(raw)) {
      const owner = await authenticateApiKey(deps, c, raw);
      c.set("user", owner.account);
      c.set("member", owner.member);
      c.set("access", owner.access);
      c.set("tokenId", 0);
      c.set("impersonated", false);
      enforceKeyRoute(c);
      enforceRouteRule(c);
      // Calls made with a key are the plan's API service itself.
      await requireService(c, db, "api_keys");
      await enforceRouteService(c, db);
      await next();
      return;
    }
    const found = await findLiveSession(db, raw);
    if (!found) throw unauthorized();
    const { membership } = found;
    c.set("user", membership.account);
    c.set("member", membership.member);
    c.set("access", membership.access);
    c.set("tokenId", found.token.id);
    c.set("impersonated", found.token.kind === "impersonation");
    enforceRouteRule(c);
    await enforceRouteService(c, db);
    await touchSession(db, found.token, requestClient(c, env.UPSTREAM_FORWARD_SECRET));
    await touchColleague(db, membership);
    await next();
  };
}
