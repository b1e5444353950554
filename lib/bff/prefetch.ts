import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import type * as z from "zod/mini";
import type { AnyUpstreamQuery, UpstreamParams } from "../api/queries/upstream-query";
import { upstreamJson } from "./upstream";

/**
 * How long a page waits for its first view's data. Past it the page goes out without what has not
 * come, and the browser asks for that itself, as it would have without prefetching.
 */
const PREFETCH_TIMEOUT_MS = 1_500;

/** The work's result, or the signal's reason once it aborts, whichever comes first. */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** One GET of the upstream with the user's token: the checked answer, or a throw for anything else. */
async function getUpstream<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  params: UpstreamParams | undefined,
  token: string,
  signal: AbortSignal,
): Promise<z.infer<S>> {
  const query = params
    ? `?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
    : "";
  const result = await beforeAbort(upstreamJson(schema, `/${path}${query}`, { method: "GET", token, signal }), signal);
  if (!result.ok) throw new Error(`upstream answered ${result.status} to ${path}`);
  return result.body;
}

/**
 * The first view's data, read on the server with the session's token, as HydrationBoundary takes
 * it: the calls run side by side and share one deadline; a call that fails or is still running at
 * the deadline is left out (its screen asks for it from the browser), and nothing here throws.
 */
export async function prefetchQueries(
  token: string | null | undefined,
  queries: readonly AnyUpstreamQuery[],
  { timeoutMs = PREFETCH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (token) {
    const signal = AbortSignal.timeout(timeoutMs);
    await Promise.all(
      queries.map((query) =>
        query.kind === "infinite"
          ? client.prefetchInfiniteQuery({
              queryKey: query.queryKey,
              queryFn: ({ pageParam }) => getUpstream(query.schema, query.path, query.params(pageParam), token, signal),
              initialPageParam: query.initialPageParam,
              getNextPageParam: (last: unknown) => query.getNextPageParam(last),
            })
          : client.prefetchQuery({
              queryKey: query.queryKey,
              queryFn: async () =>
                query.toData(await getUpstream(query.schema, query.path, query.params, token, signal)),
            }),
      ),
    );
  }
  // Only answered queries go out (the default): failed ones stay the browser's to ask for.
  return dehydrate(client);
}
