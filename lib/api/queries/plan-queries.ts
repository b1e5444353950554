import { planListResponseSchema, type Plan } from "../../contract/plans";
import type { UpstreamQuery } from "./upstream-query";

export const PLANS_PATH = "v1/api/acl/package";

const planKeys = {
  all: ["plans"] as const,
  list: () => [...planKeys.all, "list"] as const,
};

/** The packages on sale, with what each unlocks (`acl/package/general_list`). */
export const plansQuery: UpstreamQuery<typeof planListResponseSchema, Plan[]> = {
  kind: "query",
  queryKey: planKeys.list(),
  path: `${PLANS_PATH}/general_list`,
  schema: planListResponseSchema,
  toData: (body) => body.data,
};
