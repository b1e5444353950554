import { createApp } from "@/upstream/app";
import type { Deps } from "@/upstream/http/deps";
import { ROUTE_RULES } from "@/upstream/http/route-permissions";
import { isPermission } from "@/lib/contract/permissions";

/** The app's routes without a database: building it touches no dependency. */
function apiRouteKeys(): string[] {
  const inert: object = new Proxy(() => undefined, { get: () => inert, apply: () => inert });
  const deps = { db: inert, env: { devRoutes: false }, live: inert } as unknown as Deps;
  const keys = createApp(deps)
    .routes.filter((route) => route.path.startsWith("/v1/api/") && route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

describe("every route declares what it asks of the member calling it", () => {
  const keys = apiRouteKeys();

  it("has a rule for each route of /v1/api", () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !(key in ROUTE_RULES))).toEqual([]);
  });

  it("has no rule for a route that does not exist", () => {
    expect(Object.keys(ROUTE_RULES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("names only permissions of the catalog", () => {
    const named = Object.values(ROUTE_RULES).flatMap((rule) =>
      typeof rule === "object" ? [...rule.anyOf] : ["public", "member", "owner"].includes(rule) ? [] : [rule],
    );
    expect(named.filter((permission) => !isPermission(permission))).toEqual([]);
  });
});
