import { senderLinesResponseSchema, type SenderLine } from "../../contract/numbers";
import type { UpstreamQuery } from "./upstream-query";

export const numberKeys = {
  all: ["numbers"] as const,
  lines: () => [...numberKeys.all, "lines"] as const,
  agreements: () => [...numberKeys.all, "agreements"] as const,
};

/** Lines are few; one page holds them all. */
const LINES_PAGE_SIZE = 100;

/** The user's sender lines (shared and their own), the default one marked. */
export const senderLinesQuery: UpstreamQuery<typeof senderLinesResponseSchema, SenderLine[]> = {
  kind: "query",
  queryKey: numberKeys.lines(),
  path: "v1/api/number/numbers",
  params: { page: 1, per_page: LINES_PAGE_SIZE },
  schema: senderLinesResponseSchema,
  toData: (body) => body.data,
};
