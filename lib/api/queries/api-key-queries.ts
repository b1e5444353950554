import { apiKeyListResponseSchema, type ApiKeyRow } from "../../contract/api-keys";
import type { UpstreamQuery } from "./upstream-query";

export const API_KEY_PATH = "v1/api/acl/api_key";

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: () => [...apiKeyKeys.all, "list"] as const,
};

/** The account's API keys, newest first, without their secrets (`GET acl/api_key/list`). */
export const apiKeysQuery = (): UpstreamQuery<typeof apiKeyListResponseSchema, ApiKeyRow[]> => ({
  kind: "query",
  queryKey: apiKeyKeys.list(),
  path: `${API_KEY_PATH}/list`,
  schema: apiKeyListResponseSchema,
  toData: (body) => body.data,
});
