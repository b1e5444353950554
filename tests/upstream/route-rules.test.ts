import { apiRouteKeys } from "./support/api-route-keys";
import { ROUTE_RULES } from "@/upstream/http/route-permissions";
import { isPermission } from "@/lib/contract/permissions";

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
