"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiCallListQuery, apiCallQuery, type ApiCallFilters } from "./queries/api-call-queries";
import { apiKeysQuery } from "./queries/api-key-queries";
import { browserInfiniteQuery, browserQuery } from "./queries/in-browser";
import { retryUnless } from "./query-client";

export type { ApiCallFilters };

/**
 * The log's pages read so far for these filters, newest first; the next is read when asked for.
 * The pages of the filters before stay shown while the first page of new ones loads.
 */
export function useApiCallPages(filters: ApiCallFilters, perPage: number) {
  return useInfiniteQuery({
    ...browserInfiniteQuery(apiCallListQuery(filters, perPage)),
    placeholderData: keepPreviousData,
  });
}

/** One call with its request and answer; an unknown id (or another account's) is a 404, not retried. */
export function useApiCall(id: number) {
  return useQuery({ ...browserQuery(apiCallQuery(id)), retry: retryUnless(404) });
}

/** The account's keys, for the key filter (the same cache as the keys page's list). */
export function useApiCallKeys({ enabled }: { enabled: boolean }) {
  return useQuery({ ...browserQuery(apiKeysQuery()), enabled });
}
