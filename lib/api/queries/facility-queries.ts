import { facilityUsageResponseSchema, type FacilityUsage } from "../../contract/facilities";
import type { UpstreamQuery } from "./upstream-query";

const facilityKeys = {
  all: ["facilities"] as const,
  usage: () => [...facilityKeys.all, "usage"] as const,
};

/** How far the account uses each facility (`user/facilities`): counts, 0 for one not set up yet. */
export const facilityUsageQuery: UpstreamQuery<typeof facilityUsageResponseSchema, FacilityUsage> = {
  kind: "query",
  queryKey: facilityKeys.usage(),
  path: "v1/api/user/facilities",
  schema: facilityUsageResponseSchema,
  toData: (body) => body.data,
};
