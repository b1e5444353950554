import {
  apiCallDetailResponseSchema,
  apiCallListQuerySchema,
  apiCallListResponseSchema,
  type ApiCallDetail,
  type ApiCallListQuery,
} from "../../contract/api-keys";
import { checkedRequest } from "../checked-request";
import type { UpstreamInfiniteQuery, UpstreamParams, UpstreamQuery } from "./upstream-query";

const API_CALLS_PATH = "v1/api/acl/api_key/calls";

/** What narrows the log, as the contract names it; filters not set are left out. */
export type ApiCallFilters = Omit<ApiCallListQuery, "cursor" | "per_page">;

const apiCallKeys = {
  all: ["api-calls"] as const,
  lists: () => [...apiCallKeys.all, "list"] as const,
  list: (filters: ApiCallFilters, perPage: number) => [...apiCallKeys.lists(), { filters, perPage }] as const,
  detail: (id: number) => [...apiCallKeys.all, "detail", id] as const,
};

/**
 * One page's query string, checked with the upstream's own schema: a range that ends before it
 * starts is refused here, in the contract's Persian words, before any call.
 */
function pageParams(filters: ApiCallFilters, perPage: number, cursor: string | null): UpstreamParams {
  const checked = checkedRequest(apiCallListQuerySchema, {
    ...filters,
    per_page: perPage,
    ...(cursor === null ? {} : { cursor }),
  });
  return Object.fromEntries(
    Object.entries(checked).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}

/**
 * The log of calls made with the account's keys, newest first, a page at a time: each page's
 * answer carries the cursor of the next (keyset paging, as fast deep in the log as at its top).
 */
export const apiCallListQuery = (
  filters: ApiCallFilters,
  perPage: number,
): UpstreamInfiniteQuery<typeof apiCallListResponseSchema, string | null> => ({
  kind: "infinite",
  queryKey: apiCallKeys.list(filters, perPage),
  path: API_CALLS_PATH,
  params: (cursor) => pageParams(filters, perPage, cursor),
  schema: apiCallListResponseSchema,
  initialPageParam: null,
  getNextPageParam: (last) => last.data.next_cursor ?? undefined,
});

/** One call with its request and answer, secrets already removed by the upstream. */
export const apiCallQuery = (id: number): UpstreamQuery<typeof apiCallDetailResponseSchema, ApiCallDetail> => ({
  kind: "query",
  queryKey: apiCallKeys.detail(id),
  path: `${API_CALLS_PATH}/${id}`,
  schema: apiCallDetailResponseSchema,
  toData: (body) => body.data,
});
