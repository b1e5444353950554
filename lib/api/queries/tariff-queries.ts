import { tariffResponseSchema } from "../../contract/numbers";
import { tariffLines, type TariffLine } from "../../sms/tariff-lines";
import type { UpstreamQuery } from "./upstream-query";

/** The account's tariff (`user/get_tariff`), each line kind's two rows put together. */
export const tariffQuery: UpstreamQuery<typeof tariffResponseSchema, TariffLine[]> = {
  kind: "query",
  queryKey: ["tariff"],
  path: "v1/api/user/get_tariff",
  schema: tariffResponseSchema,
  toData: (body) => tariffLines(body.data),
};
