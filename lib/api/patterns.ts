"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { envelope } from "../contract/envelope";
import { patternResponseSchema, type Pattern, type PatternListQuery, type PatternRequest } from "../contract/patterns";
import { apiPost, apiRequest } from "./client";
import { browserQuery } from "./queries/in-browser";
import { patternKeys, patternListQuery, patternQuery, PATTERNS_PATH } from "./queries/pattern-queries";

/** `GET patterns` with Edge's filters (absent ones left out); the rows and the page. The last page stays while the next loads. */
export function usePatternList(query: PatternListQuery) {
  return useQuery({ ...browserQuery(patternListQuery(query)), placeholderData: keepPreviousData });
}

/** `GET patterns/{code}`: one of the account's patterns, or a systemic one. */
export function usePattern(code: string) {
  return useQuery(browserQuery(patternQuery(code)));
}

const normalPath = (code: string) => `${PATTERNS_PATH}/normal/${encodeURIComponent(code)}`;
const deletedSchema = envelope(z.unknown());

/** After a change: the pattern as answered is kept under its code, and the lists are read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (pattern: Pattern | null, code: string) => {
    if (pattern) queryClient.setQueryData(patternKeys.one(pattern.pattern_code), pattern);
    else queryClient.removeQueries({ queryKey: patternKeys.one(code) });
    return queryClient.invalidateQueries({ queryKey: patternKeys.lists() });
  };
}

/**
 * `POST user/pattern` (Edge): a new pattern, waiting for the provider's review. The body is the
 * form's, already checked with `patternRequestSchemaFor` (the business name comes from the page).
 */
export function useCreatePattern() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: PatternRequest) =>
      apiPost(patternResponseSchema, "v1/api/user/pattern", body).then((answer) => answer.data),
    onSuccess: (pattern) => settle(pattern, pattern.pattern_code),
  });
}

/** `PUT patterns/normal/{code}` (Edge): the account's pattern changed; it waits for review again. */
export function useUpdatePattern(code: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: PatternRequest) =>
      apiRequest(patternResponseSchema, normalPath(code), { method: "put", json: body }).then((answer) => answer.data),
    onSuccess: (pattern) => settle(pattern, code),
  });
}

/** `DELETE patterns/normal/{code}` (Edge): the account's pattern removed; the caller asks the user first. */
export function useDeletePattern() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (code: string) => apiRequest(deletedSchema, normalPath(code), { method: "delete" }),
    onSuccess: (_, code) => settle(null, code),
  });
}
