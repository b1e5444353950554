import type * as z from "zod/mini";
import { apiGet, apiPost } from "../client";
import type { UpstreamInfiniteQuery, UpstreamQuery } from "./upstream-query";

/** A query's key and how the browser reads it through the BFF. */
export function browserQuery<S extends z.ZodMiniType, T>(query: UpstreamQuery<S, T>) {
  return {
    queryKey: query.queryKey,
    queryFn: async (): Promise<T> =>
      query.toData(
        await (query.body
          ? apiPost(query.schema, query.path, query.body())
          : apiGet(query.schema, query.path, query.params)),
      ),
  };
}

/** A paged query's key, pages and how the browser reads one through the BFF. */
export function browserInfiniteQuery<S extends z.ZodMiniType, P>(query: UpstreamInfiniteQuery<S, P>) {
  return {
    queryKey: query.queryKey,
    queryFn: ({ pageParam }: { pageParam: P }): Promise<z.infer<S>> =>
      apiGet(query.schema, query.path, query.params(pageParam)),
    initialPageParam: query.initialPageParam,
    getNextPageParam: (last: z.infer<S>) => query.getNextPageParam(last),
  };
}
