import { profileResponseSchema, type Profile } from "../../contract/profile";
import type { UpstreamQuery } from "./upstream-query";

export const profileKeys = {
  all: ["profile"] as const,
  details: () => [...profileKeys.all, "details"] as const,
  cities: (provinceId: number) => [...profileKeys.all, "cities", provinceId] as const,
};

/** The account and every section of its profile (`user/show_profile`). */
export const profileQuery: UpstreamQuery<typeof profileResponseSchema, Profile> = {
  kind: "query",
  queryKey: profileKeys.details(),
  path: "v1/api/user/show_profile",
  schema: profileResponseSchema,
  toData: (body) => body.data,
};
