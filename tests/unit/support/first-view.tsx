import { DirectionProvider } from "@radix-ui/react-direction";
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import * as z from "zod";
import { makeQueryClient } from "@/lib/api/query-client";
import { upstreamJson } from "@/lib/bff/upstream";
import { DeviceHintProvider } from "@/lib/hooks/use-is-mobile";
import type { NetworkCall, NetworkRoute } from "./network";

/*
 * A page's first view as the panel serves it: the server reads its queries from the upstream
 * (`prefetchQueries`, with `@/lib/bff/upstream` mocked by the test file), renders the page to HTML
 * with that state, and the browser hydrates the HTML from the same state and the same link.
 */

/**
 * The upstream as the server reaches it, answering from the same routes as the browser's fake
 * network ("METHOD /api/v1/…"; the upstream's path is the BFF's without `/api`): each answer is
 * checked with the caller's schema, as the real call does. Returns the calls, as the browser's are.
 */
export function upstreamAnswers(routes: Record<string, NetworkRoute>): NetworkCall[] {
  const calls: NetworkCall[] = [];
  jest.mocked(upstreamJson).mockImplementation(async (schema, pathAndQuery, options = {}) => {
    const url = new URL(pathAndQuery, "http://upstream");
    const call: NetworkCall = {
      method: options.method ?? "POST",
      path: `/api${url.pathname}`,
      query: url.searchParams,
      // As the wire carries it: what JSON leaves out (undefined) is not there.
      body: options.json === undefined ? undefined : JSON.parse(JSON.stringify(options.json)),
      headers: new Headers(),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return { ok: false, status: 404, body: null };
    const reply = typeof route === "function" ? route(call.body, call) : route;
    const status = reply.status ?? 200;
    if (status < 200 || status >= 300) return { ok: false, status, body: reply.body };
    return { ok: true, status, body: z.parse(schema, reply.body) };
  });
  return calls;
}

interface FirstViewOptions {
  /** What the page hands over; with the layout's before it, as they nest. */
  state: DehydratedState | DehydratedState[];
  /** The page's query string, as the server got it and the browser's URL holds it. */
  search?: string;
  /** The layout's guess from the user agent. */
  mobile?: boolean;
}

/** The page under the providers the panel's layout gives it, the server's state handed over. */
function page(ui: ReactElement, client: QueryClient, { state, search = "", mobile = false }: FirstViewOptions) {
  const handedOver = [state].flat().reduceRight<ReactElement>(
    (inner, layer) => <HydrationBoundary state={layer}>{inner}</HydrationBoundary>,
    <DeviceHintProvider mobile={mobile}>
      <div dir="rtl">{ui}</div>
    </DeviceHintProvider>,
  );
  return (
    <NuqsTestingAdapter searchParams={search}>
      <DirectionProvider dir="rtl">
        <QueryClientProvider client={client}>{handedOver}</QueryClientProvider>
      </DirectionProvider>
    </NuqsTestingAdapter>
  );
}

/** The page's HTML as the server sends it. */
export const firstHtml = (ui: ReactElement, options: FirstViewOptions) =>
  renderToString(page(ui, makeQueryClient(), options));

/** The viewport the browser reports: a phone's below 768 px, a desktop's otherwise. */
export function viewport({ mobile }: { mobile: boolean }) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/**
 * The browser taking the server's HTML over: a fresh query client hydrated with the same state.
 * Fails on any error React reports (a hydration mismatch among them). Returns the client, to see
 * which queries the page holds; the view is unmounted after the test.
 */
export async function hydrateFirstView(ui: ReactElement, options: FirstViewOptions) {
  const container = document.createElement("div");
  container.innerHTML = firstHtml(ui, options);
  document.body.appendChild(container);
  const client = makeQueryClient();
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(ui, client, options), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  mounted.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  expect(errors).toEqual([]);
  return { client, container };
}

/** The views a test hydrated go before the next test. */
const mounted: (() => void)[] = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

/** Lets effects and any fetch they would start run before the network is looked at. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The keys of the queries some part of the page is reading (not those waiting to be enabled), as comparable text. */
const observedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isActive())
    .map((query) => query.queryHash)
    .sort();

/** The keys the server handed over, as comparable text. */
export const handedOverKeys = (...states: DehydratedState[]) =>
  states.flatMap((state) => state.queries.map((query) => query.queryHash)).sort();

/**
 * After hydration, and a moment for any query to start: the browser has asked the network
 * nothing, and (given the client and what was handed over) reads exactly the keys it was given.
 */
export async function expectNothingAskedAgain(
  browser: { calls: unknown[] },
  client?: QueryClient,
  ...handedOver: DehydratedState[]
): Promise<void> {
  await settle();
  expect(browser.calls).toEqual([]);
  if (client) expect(observedKeys(client)).toEqual(handedOverKeys(...handedOver));
}
