import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type * as z from "zod/mini";
import type { FirstViewQuery, UpstreamParams, UpstreamQuery } from "../api/queries/upstream-query";
import { requestedPageOpen } from "../auth/request-access";
import { stopWaiting } from "./stop-waiting";
import { upstreamJson } from "./upstream";

/**
 * How long a page waits for its first view's data. Past it the page goes out without what has not
 * come, and the browser asks for that itself, as it would have without prefetching.
 */
const PREFETCH_TIMEOUT_MS = 1_500;

/** One read of the upstream with the user's token: the checked answer, or a throw for anything else. */
async function readUpstream<S extends z.ZodMiniType>(
  query: { schema: S; path: string; body?: () => unknown },
  params: UpstreamParams | undefined,
  token: string,
  signal: AbortSignal,
): Promise<z.infer<S>> {
  const search = params
    ? `?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
    : "";
  const call = query.body ? { method: "POST", json: query.body() } : { method: "GET" };
  const result = await stopWaiting(upstreamJson(query.schema, `/${query.path}${search}`, { ...call, token }), signal);
  if (!result.ok) throw new Error(`upstream answered ${result.status} to ${query.path}`);
  return result.body;
}

/** A plain query's key and how the server reads it. */
const onServer = <T>(query: UpstreamQuery<z.ZodMiniType, T>, token: string, signal: AbortSignal) => ({
  queryKey: query.queryKey,
  queryFn: async () => query.toData(await readUpstream(query, query.params, token, signal)),
});

/** Reads one query of the view into the client; a failure only leaves it out. */
async function prefetchOne(
  client: QueryClient,
  query: FirstViewQuery,
  token: string,
  signal: AbortSignal,
): Promise<void> {
  switch (query.kind) {
    case "infinite":
      return client.prefetchInfiniteQuery({
        queryKey: query.queryKey,
        queryFn: ({ pageParam }) => readUpstream(query, query.params(pageParam), token, signal),
        initialPageParam: query.initialPageParam,
        getNextPageParam: (last: unknown) => query.getNextPageParam(last),
      });
    case "query":
      return client.prefetchQuery(onServer(query, token, signal));
    case "after": {
      // The same call as the view's own query of it, when both are listed: asked once, never again.
      const first = await client
        .fetchQuery({ ...onServer(query.first, token, signal), staleTime: Infinity })
        .then((data) => ({ data }))
        .catch(() => null);
      const next = first ? query.then(first.data) : null;
      return next ? prefetchOne(client, next, token, signal) : undefined;
    }
  }
}

/**
 * The first view's data, read on the server with the session's token, as HydrationBoundary takes
 * it: the calls run side by side (one that needs another's answer right after it) and share one
 * deadline; a call that fails or is still running at the deadline is left out (its screen asks
 * for it from the browser), and nothing here throws. `shell`: the frame's reads, made on any page.
 */
export async function prefetchQueries(
  token: string | null | undefined,
  queries: readonly FirstViewQuery[],
  { timeoutMs = PREFETCH_TIMEOUT_MS, shell = false }: { timeoutMs?: number; shell?: boolean } = {},
): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A page the member may not open reads nothing (the shell shows the access-restricted message
  // instead); the shell's own reads are chosen by the layout.
  if (token && queries.length > 0 && (shell || (await requestedPageOpen().catch(() => false)))) {
    const signal = AbortSignal.timeout(timeoutMs);
    await Promise.all(queries.map((query) => prefetchOne(client, query, token, signal)));
  }
  // Only answered queries go out (the default): failed ones stay the browser's to ask for.
  return dehydrate(client);
}
