import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { allows, allowsAny, type Permission } from "@/lib/contract/permissions";
import type { AppEnv } from "./deps";
import { ApiFailure } from "./failure";
import { MESSAGE_CODES, MESSAGES } from "./messages";
import { ROUTE_RULES, type RouteRule } from "./route-permissions";

const accessRestricted = () => new ApiFailure(403, MESSAGES.accessRestricted, MESSAGE_CODES.accessRestricted);

/**
 * The key of the route that will answer: the first matched route that is not a middleware
 * (`use` registers as ALL), as `METHOD /full/registered/path`. Null when nothing matched.
 */
export function routeKeyOf(c: Context<AppEnv>): string | null {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  return route ? `${route.method} ${route.path}` : null;
}

/** The rule of the answering route; an undeclared route is the owner's alone (closed by default). */
function ruleOf(c: Context<AppEnv>): RouteRule {
  const key = routeKeyOf(c);
  return (key && ROUTE_RULES[key]) || "owner";
}

/** Refuses with 403-8 when the member calling may not use this route. */
export function enforceRouteRule(c: Context<AppEnv>): void {
  const rule = ruleOf(c);
  const access = c.get("access");
  if (rule === "public" || rule === "member") return;
  if (rule === "owner") {
    if (access !== "all") throw accessRestricted();
    return;
  }
  if (typeof rule === "object" ? !allowsAny(access, rule.anyOf) : !allows(access, rule)) throw accessRestricted();
}

/** For a route that narrows its rule by what is asked (a send by its sending_type). */
export function requirePermission(c: Context<AppEnv>, permission: Permission): void {
  if (!allows(c.get("access"), permission)) throw accessRestricted();
}
