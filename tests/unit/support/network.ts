/** A stand-in for the network: answers per "METHOD /path" and records what the page sent. */
export type Reply = { status?: number; body: unknown };

/** One request the page made: its method, path, query, JSON body and headers. */
export interface NetworkCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** An answer, or how to answer from the request's body (and the whole call, its query included). */
export type NetworkRoute = Reply | ((body: unknown, call: NetworkCall) => Reply);

/** An answer, or how to answer from the whole call. */
export type CallRoute = Reply | ((call: NetworkCall) => Reply);

/** Routes that answer from the whole call (its query too), for `fakeNetwork`. */
export const byCall = (routes: Record<string, CallRoute>): Record<string, NetworkRoute> =>
  Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      typeof route === "function" ? (_body: unknown, call: NetworkCall) => route(call) : route,
    ]),
  );

export interface FakeNetwork {
  calls: NetworkCall[];
  /** The requests to one route, in order. */
  to: (method: string, path: string) => NetworkCall[];
  restore: () => void;
}

/** Answers of routes not given: a 404 with the upstream's envelope, its message as told. */
export function fakeNetwork(
  routes: Record<string, NetworkRoute>,
  { notFoundMessage = null }: { notFoundMessage?: string | null } = {},
): FakeNetwork {
  const calls: FakeNetwork["calls"] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: NetworkCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = !route
      ? { status: 404, body: { data: null, meta: { status: false, message: notFoundMessage } } }
      : typeof route === "function"
        ? route(call.body, call)
        : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return {
    calls,
    to: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => (globalThis.fetch = original),
  };
}

export const ok = (data: unknown, message = "انجام شد") => ({
  body: { data, meta: { status: true, message, message_parameters: [], message_code: "200-1" } },
});

export const failure = (status: number, message: string, errors: Record<string, string[]> = {}) => ({
  status,
  body: { data: null, meta: { status: false, message, message_parameters: [], message_code: `${status}-1`, errors } },
});
