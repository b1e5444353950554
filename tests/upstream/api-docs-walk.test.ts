import { API_DOC_AREAS } from "@/lib/contract/api-docs";
import { apiRouteKeys } from "./support/api-route-keys";

/** Routes of /v1/api the reference says nothing of, said where a failing run shows it. */
function undocumented(keys: string[]): string {
  if (keys.length === 0) return "";
  return [
    "These routes of /v1/api have no entry in the API reference:",
    ...keys.map((key) => `  ${key}`),
    "",
    "Add each to the area file of lib/contract/api-docs/ its route belongs to (keyed as in ROUTE_RULES),",
    "pointing at the contract schemas the route reads and answers with, with a Persian summary,",
    "description and an example those schemas accept.",
  ].join("\n");
}

describe("the API reference documents every route the upstream serves", () => {
  const keys = apiRouteKeys();
  const documented = API_DOC_AREAS.flatMap((area) => Object.keys(area.operations));

  it("has an entry for each route of /v1/api", () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(undocumented(keys.filter((key) => !documented.includes(key)))).toBe("");
  });

  it("documents no route that does not exist, and each one once", () => {
    expect(documented.filter((key) => !keys.includes(key))).toEqual([]);
    expect(documented.filter((key, i) => documented.indexOf(key) !== i)).toEqual([]);
  });
});
