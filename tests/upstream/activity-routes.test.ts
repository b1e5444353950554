import { ROUTE_ACTIVITIES } from "@/upstream/activity/route-activities";
import { apiRouteKeys } from "./support/api-route-keys";
import { ROUTE_RULES } from "@/upstream/http/route-permissions";

/** What to do about write routes the log says nothing of, said where a failing run shows it. */
function undeclared(keys: string[]): string {
  if (keys.length === 0) return "";
  return [
    "These routes of /v1/api may write, but the activity log does not say what it records for them:",
    ...keys.map((key) => `  ${key}`),
    "",
    "Give each an entry in ROUTE_ACTIVITIES (upstream/activity/route-activities.ts combines the areas'",
    "tables: add to one of them, or add an area file beside them and list it there), keyed as in ROUTE_RULES:",
    `  "${keys[0]}": activity("<a kind of lib/contract/activity-log.ts>", async (source) =>`,
    `    line("<what was done, a Persian sentence with Persian digits>", <the object's panel path, or null>)),`,
    "(source gives the route's params and query, the JSON body it read, the answer's data and the database),",
    "or, when a call changes nothing, null with a comment saying why:",
    "  // Only a price is worked out; nothing is sent or stored.",
    `  "${keys[0]}": null,`,
  ].join("\n");
}

describe("every write route says what the activity log records", () => {
  const keys = apiRouteKeys();

  it("has an entry, or an explicit null, for each route of /v1/api that is not a GET and needs a session", () => {
    const writes = keys.filter((key) => !key.startsWith("GET ") && ROUTE_RULES[key] !== "public");
    expect(writes.length).toBeGreaterThan(50);
    expect(undeclared(writes.filter((key) => !(key in ROUTE_ACTIVITIES)))).toBe("");
  });

  it("has no entry for a route that does not exist", () => {
    expect(Object.keys(ROUTE_ACTIVITIES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("has no entry for a public route, where nobody is signed in to record", () => {
    expect(Object.keys(ROUTE_ACTIVITIES).filter((key) => ROUTE_RULES[key] === "public")).toEqual([]);
  });

  it("records the GET routes that write or hand out the account's data: a payment made, the exports", () => {
    const gets = Object.keys(ROUTE_ACTIVITIES).filter((key) => key.startsWith("GET "));
    expect(gets).toEqual(
      expect.arrayContaining([
        "GET /v1/api/payment/generate-url",
        "GET /v1/api/user/documents/remove",
        "GET /v1/api/phonebooks/numbers/contact-list/export",
        "GET /v1/api/report/download_recipients",
        "GET /v1/api/user/activity_log/export",
      ]),
    );
    expect(gets.every((key) => ROUTE_ACTIVITIES[key] !== null)).toBe(true);
  });
});
