"use client";

import { useQuery } from "@tanstack/react-query";
import { patternListResponseSchema, patternResponseSchema, type PatternListQuery } from "../contract/patterns";
import { apiGet } from "./client";

export const patternKeys = {
  all: ["patterns"] as const,
  lists: () => [...patternKeys.all, "list"] as const,
  list: (query: PatternListQuery) => [...patternKeys.lists(), query] as const,
  one: (code: string) => [...patternKeys.all, "one", code] as const,
};

/** `GET patterns` with Edge's filters (absent ones left out); the rows and the page. */
export function usePatternList(query: PatternListQuery) {
  return useQuery({
    queryKey: patternKeys.list(query),
    queryFn: () => apiGet(patternListResponseSchema, "v1/api/patterns", query),
  });
}

/** `GET patterns/{code}`: one of the account's patterns, or a systemic one. */
export function usePattern(code: string) {
  return useQuery({
    queryKey: patternKeys.one(code),
    queryFn: () =>
      apiGet(patternResponseSchema, `v1/api/patterns/${encodeURIComponent(code)}`).then((body) => body.data),
  });
}
