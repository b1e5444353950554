import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "@/components/ui/toaster";
import { renderWithUrl } from "../../table/render-with-url";

/** One request the panel made: its method, path, query and JSON body. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body: unknown };
export type Route = Reply | ((call: Call) => Reply);

export const API = "/api/v1/api/phonebooks";

/**
 * The BFF for the contacts lists: answers per "METHOD /path" (the query left to the route) and
 * records every request. An unknown route answers 404.
 */
export function fakeBff(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = !route ? { status: 404, body: { data: null, meta: { status: false, message: null } } } : typeof route === "function" ? route(call) : route;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return {
    calls,
    /** The requests to one route, in order. */
    to: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => (globalThis.fetch = original),
  };
}

const meta = { status: true, message: null, message_parameters: [], message_code: "200-1" };

/** A page of a list: the rows, with the page in `meta`. */
export function paged<T>(rows: T[], { page = 1, perPage = 10, total = rows.length }: { page?: number; perPage?: number; total?: number } = {}): Reply {
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  return {
    body: {
      data: rows,
      meta: { ...meta, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), from, to: from === null ? null : from + rows.length - 1 },
    },
  };
}

export const ok = (data: unknown): Reply => ({ body: { data, meta } });

export const failure = (status: number, message: string, errors: Record<string, string[]> = {}): Reply => ({
  status,
  body: { data: null, meta: { status: false, message, message_parameters: [], message_code: `${status}-1`, errors } },
});

/** Renders a panel in RTL, with the query string starting from `search`, a fresh query client and the toaster. */
export function renderPanel(ui: ReactElement, search = "") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return renderWithUrl(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
    search,
  );
}

export async function settle() {
  await act(async () => {});
}

/** Picks an option of a select, as a user clicks it. */
export async function choose(field: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: field }));
  await settle();
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await settle();
}
