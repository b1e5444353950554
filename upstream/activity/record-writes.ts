import type { MiddlewareHandler } from "hono";
import { requestClient } from "../auth/client-address";
import type { SessionUser } from "../auth/tokens";
import type { AppEnv, Deps } from "../http/deps";
import { routeKeyOf } from "../http/route-access";
import { actorOf } from "./actor";
import { recordActivity } from "./record";
import { ROUTE_ACTIVITIES } from "./route-activities";
import { activitySource } from "./source";

/**
 * Records the writes of /v1/api: after a successful answer (2xx) to a signed-in member, the
 * route's entry of ROUTE_ACTIVITIES says what was done, and one row goes to the account's log with
 * who did it and from which address (the browser's, as the BFF vouched for it). Refusals and
 * failures record nothing. The write is already committed when its entry is made, so a failure to
 * record is logged and the member still gets the answer the write earned.
 */
export function activityRecorder({ db, env }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status > 299) return;
    // Set by the session check: a public route has no member.
    const member = c.get("member") as SessionUser | undefined;
    const key = routeKeyOf(c);
    const entry = member && key ? ROUTE_ACTIVITIES[key] : undefined;
    if (!member || !entry) return;
    try {
      const described = await entry.describe(activitySource(c, db));
      if (!described) return;
      const accountId = c.get("user").id;
      await recordActivity(db, {
        accountId,
        actor: await actorOf(db, {
          member,
          accountId,
          impersonated: c.get("impersonated"),
          apiKeyTitle: c.get("apiKey")?.title,
        }),
        kind: entry.kind,
        text: described.text,
        link: described.link,
        address: requestClient(c, env.UPSTREAM_FORWARD_SECRET).address,
      });
    } catch (error) {
      console.error(`activity log: ${key} answered but was not recorded:`, error);
    }
  };
}
