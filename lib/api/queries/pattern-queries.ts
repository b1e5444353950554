import type * as z from "zod/mini";
import {
  patternListResponseSchema,
  patternResponseSchema,
  type Pattern,
  type PatternListQuery,
} from "../../contract/patterns";
import type { UpstreamParams, UpstreamQuery } from "./upstream-query";

export const PATTERNS_PATH = "v1/api/patterns";

export const patternKeys = {
  all: ["patterns"] as const,
  lists: () => [...patternKeys.all, "list"] as const,
  list: (query: PatternListQuery) => [...patternKeys.lists(), query] as const,
  one: (code: string) => [...patternKeys.all, "one", code] as const,
};

/** The query string of a list: Edge wants an absent filter left out, never sent empty. */
function listParams(query: PatternListQuery): UpstreamParams {
  const params: UpstreamParams = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params[name] = value;
  }
  return params;
}

/** `GET patterns` with Edge's filters: the rows and the page. */
export function patternListQuery(
  query: PatternListQuery,
): UpstreamQuery<typeof patternListResponseSchema, z.infer<typeof patternListResponseSchema>> {
  return {
    kind: "query",
    queryKey: patternKeys.list(query),
    path: PATTERNS_PATH,
    params: listParams(query),
    schema: patternListResponseSchema,
    toData: (body) => body,
  };
}

/** `GET patterns/{code}`: one of the account's patterns, or a systemic one. */
export function patternQuery(code: string): UpstreamQuery<typeof patternResponseSchema, Pattern> {
  return {
    kind: "query",
    queryKey: patternKeys.one(code),
    path: `${PATTERNS_PATH}/${encodeURIComponent(code)}`,
    schema: patternResponseSchema,
    toData: (body) => body.data,
  };
}
