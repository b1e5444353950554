import { activityTableFilters, toActivityFilters } from "@/components/colleagues/activity/activity-filters";
import { activityExportHref } from "@/lib/api/activity-log";
import { activityLogParams } from "@/lib/api/queries/activity-log-queries";
import { toActivityMembers, type ActivityMember } from "@/lib/api/queries/activity-members-queries";
import { ACTIVITY_MESSAGES } from "@/lib/contract/activity-log";
import { ApiError } from "@/lib/errors/api-error";
import { buildFilterParsers, readFilterValues } from "@/lib/url-state/filter-parsers";
import { COLLEAGUES } from "./activity-harness";

const MEMBERS = toActivityMembers({ user_name: "sara", user_id: 7, name: "سارا رحیمی" }, COLLEAGUES);

/** The filter values a link's query string reads as. */
function valuesOf(search: string, members: readonly ActivityMember[] | null = MEMBERS) {
  const config = activityTableFilters(members);
  const query = new URLSearchParams(search);
  const state = Object.fromEntries(Object.keys(buildFilterParsers(config)).map((key) => [key, query.get(key)]));
  return readFilterValues(config, state);
}

describe("the activity log's filters", () => {
  it("live in the query string under activity_, apart from page, limit and tab", () => {
    const keys = Object.keys(buildFilterParsers(activityTableFilters(MEMBERS)));
    expect(keys.sort()).toEqual(["activity_from", "activity_kind", "activity_member", "activity_to"]);
    expect(Object.keys(buildFilterParsers(activityTableFilters(null))).sort()).toEqual([
      "activity_from",
      "activity_kind",
      "activity_to",
    ]);
  });

  it("offer the owner first, marked as the account's manager, then the colleagues by name", () => {
    const config = activityTableFilters(MEMBERS);
    const member = config.filters.find((filter) => filter.name === "member");
    expect(member?.type === "options" && member.options).toEqual([
      { value: "7", label: "سارا رحیمی (مدیر حساب)" },
      { value: "13", label: "بهار احمدی" },
      { value: "12", label: "علی کاظمی" },
    ]);
  });

  it("become the contract's filters: the member's id, the kind, and the Jalali days as the ISO days they are", () => {
    const values = valuesOf("activity_member=12&activity_kind=send&activity_from=1404/01/01&activity_to=۱۴۰۴/۰۱/۱۲");
    expect(toActivityFilters(values)).toEqual({
      member_id: 12,
      kind: "send",
      from_day: "2025-03-21",
      to_day: "2025-04-01",
    });
  });

  it("leave out what is not chosen, and read a member, kind or day the link invents as not chosen", () => {
    expect(toActivityFilters(valuesOf(""))).toEqual({});
    expect(toActivityFilters(valuesOf("activity_member=99&activity_kind=hack&activity_from=1403/07/31"))).toEqual({});
  });

  it("on one member's page ask for that member, whatever the link says", () => {
    expect(toActivityFilters(valuesOf("activity_member=13&activity_kind=send", null), 12)).toEqual({
      member_id: 12,
      kind: "send",
    });
  });

  it("are checked as the upstream checks them: a range that ends before it starts is refused in Persian", () => {
    expect(activityLogParams({ page: 2, perPage: 20, filters: { member_id: 12, from_day: "2025-03-21" } })).toEqual({
      page: 2,
      per_page: 20,
      member_id: 12,
      from_day: "2025-03-21",
    });
    const refuse = () =>
      activityLogParams({ page: 1, perPage: 10, filters: { from_day: "2025-04-01", to_day: "2025-03-21" } });
    expect(refuse).toThrow(ApiError);
    expect(refuse).toThrow(ACTIVITY_MESSAGES.rangeInverted);
  });

  it("give the export's download address through the BFF, and none for a range the upstream would refuse", () => {
    expect(activityExportHref({ kind: "send", to_day: "2025-04-01" }, "csv")).toBe(
      "/api/v1/api/user/activity_log/export?kind=send&to_day=2025-04-01&format=csv",
    );
    expect(activityExportHref({}, "xlsx")).toBe("/api/v1/api/user/activity_log/export?format=xlsx");
    expect(activityExportHref({ from_day: "2025-04-01", to_day: "2025-03-21" }, "csv")).toBeNull();
  });
});
