import { creditResponseSchema, type Credit } from "../../contract/credit";
import type { UpstreamQuery } from "./upstream-query";

export const creditKeys = {
  all: ["credit"] as const,
  mine: () => [...creditKeys.all, "mine"] as const,
};

/** The wallet credit in rials (the header's). */
export const creditQuery: UpstreamQuery<typeof creditResponseSchema, Credit> = {
  kind: "query",
  queryKey: creditKeys.mine(),
  path: "v1/api/payment/credit/mine",
  schema: creditResponseSchema,
  toData: (body) => body.data,
};
