/** A stand-in for the network: answers per "METHOD /path" and records what the page sent. */
export type Reply = { status?: number; body: unknown };

export interface FakeNetwork {
  calls: { method: string; path: string; body: unknown; headers: Headers }[];
  restore: () => void;
}

export function fakeNetwork(routes: Record<string, Reply | ((body: unknown) => Reply)>): FakeNetwork {
  const calls: FakeNetwork["calls"] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ data: null, meta: { status: false, message: null } }), { status: 404 });
    const reply = typeof route === "function" ? route(body) : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}

export const ok = (data: unknown, message = "انجام شد") => ({
  body: { data, meta: { status: true, message, message_parameters: [], message_code: "200-1" } },
});

export const failure = (status: number, message: string, errors: Record<string, string[]> = {}) => ({
  status,
  body: { data: null, meta: { status: false, message, message_parameters: [], message_code: `${status}-1`, errors } },
});
