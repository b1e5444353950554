import type * as z from "zod/mini";

/** Query-string values of an upstream GET. */
export type UpstreamParams = Record<string, string | number>;

/**
 * One GET of the upstream that the panel caches, described once for both sides: the browser asks
 * the BFF for it (`/api/<path>`), and the server asks the upstream directly (`/<path>`) to hand
 * the first view's data to the browser by hydration. Both keep the same data under the same key.
 */
export interface UpstreamQuery<S extends z.ZodMiniType, T> {
  kind: "query";
  queryKey: readonly unknown[];
  /** The upstream's path without the leading slash: `v1/api/payment/credit/mine`. */
  path: string;
  params?: UpstreamParams;
  /**
   * A read the upstream takes as a POST (a list and its filters): the JSON body, made when the call
   * is made, so a filter the contract refuses fails the query, not the render.
   */
  body?: () => unknown;
  /** What a successful answer must look like. */
  schema: S;
  /** What the cache keeps of a checked answer. */
  toData(body: z.infer<S>): T;
}

/** A list read a page at a time ("more" loads the next); the cache keeps the answers as they came. */
export interface UpstreamInfiniteQuery<S extends z.ZodMiniType, P> {
  kind: "infinite";
  queryKey: readonly unknown[];
  path: string;
  /** The query string that asks for one page. */
  params(pageParam: P): UpstreamParams;
  schema: S;
  initialPageParam: P;
  /** The page after this answer, or undefined at the end. */
  getNextPageParam(last: z.infer<S>): P | undefined;
}

/** Any of them, as a list of what a view shows first. */
export type AnyUpstreamQuery = UpstreamQuery<z.ZodMiniType, unknown> | UpstreamInfiniteQuery<z.ZodMiniType, unknown>;

/**
 * A query that can only be described once another has answered: the inbox's list when the link
 * names a line (it filters only if the line is one of the user's), the contacts when it names a
 * custom feature. `then` answers null when there is nothing to read.
 */
interface DependentUpstreamQuery<T> {
  kind: "after";
  first: UpstreamQuery<z.ZodMiniType, T>;
  then(data: T): AnyUpstreamQuery | null;
}

/** What a view shows first: queries, some of which wait for another's answer. */
export type FirstViewQuery = AnyUpstreamQuery | DependentUpstreamQuery<unknown>;
