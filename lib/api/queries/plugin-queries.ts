import { pluginsResponseSchema, type Plugin } from "../../contract/plugins";
import type { UpstreamQuery } from "./upstream-query";

/** The provider's catalogue of integrations (`GET panel/plugins`). */
export const pluginsQuery: UpstreamQuery<typeof pluginsResponseSchema, Plugin[]> = {
  kind: "query",
  queryKey: ["plugins"],
  path: "v1/api/panel/plugins",
  schema: pluginsResponseSchema,
  toData: (body) => body.data,
};
