/** @jest-environment node */
import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import { makeQueryClient, retryUnless } from "@/lib/api/query-client";
import { ApiError, NetworkError } from "@/lib/errors/api-error";

type RetryFn = (failureCount: number, error: unknown) => boolean;

const apiError = (status: number) => new ApiError(status, { meta: { status: false, message: `HTTP ${status}` } });

let client: QueryClient;
beforeEach(() => {
  client = makeQueryClient();
});
afterEach(() => {
  client.clear();
});

function queryRetry(): RetryFn {
  const retry = client.getDefaultOptions().queries?.retry;
  expect(typeof retry).toBe("function");
  return retry as RetryFn;
}

/** Runs a query that always fails with `error` (no wait between tries) and counts the calls. */
async function callsForFailingQuery(error: unknown): Promise<number> {
  let calls = 0;
  await expect(
    client.fetchQuery({
      queryKey: ["failing", calls, Math.random()],
      queryFn: () => {
        calls++;
        throw error;
      },
      retryDelay: 0,
    }),
  ).rejects.toBe(error);
  return calls;
}

describe("makeQueryClient: query retries (spec §7/§9)", () => {
  it.each([
    ["a 500", () => apiError(500)],
    ["a 502", () => apiError(502)],
    ["a network failure", () => new NetworkError(new TypeError("Failed to fetch"))],
  ])("retries %s up to 2 times", (_label, make) => {
    const retry = queryRetry();
    const error = make();
    expect(retry(0, error)).toBe(true);
    expect(retry(1, error)).toBe(true);
    expect(retry(2, error)).toBe(false);
    expect(retry(3, error)).toBe(false);
  });

  it.each([401, 403, 422])("never retries a %i", (status) => {
    const retry = queryRetry();
    expect(retry(0, apiError(status))).toBe(false);
    expect(retry(1, apiError(status))).toBe(false);
  });

  it("calls a query failing with a 500 three times in all", async () => {
    expect(await callsForFailingQuery(apiError(500))).toBe(3);
  });

  it("calls a query failing on the network three times in all", async () => {
    expect(await callsForFailingQuery(new NetworkError())).toBe(3);
  });

  it.each([401, 403, 422])("calls a query failing with a %i only once", async (status) => {
    expect(await callsForFailingQuery(apiError(status))).toBe(1);
  });

  it("does not refetch when the window regains focus", () => {
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe("makeQueryClient: mutations", () => {
  it("never retries a mutation, even after a 500 or a network failure", async () => {
    for (const error of [apiError(500), new NetworkError()]) {
      let calls = 0;
      const observer = new MutationObserver(client, {
        mutationFn: async () => {
          calls++;
          throw error;
        },
        retryDelay: 0,
      });
      await expect(observer.mutate()).rejects.toBe(error);
      expect(calls).toBe(1);
    }
  });
});

describe("makeQueryClient: a 401 ends the session", () => {
  it("forgets every cached query when a query answers 401", async () => {
    client.setQueryData(["credit"], { amount: 50_000_000 });
    await callsForFailingQuery(apiError(401));
    expect(client.getQueryData(["credit"])).toBeUndefined();
  });

  it("keeps the cache when a query fails with another status", async () => {
    client.setQueryData(["credit"], { amount: 50_000_000 });
    await callsForFailingQuery(apiError(403));
    expect(client.getQueryData(["credit"])).toEqual({ amount: 50_000_000 });
  });
});

describe("the one retry rule, composed where a hook needs more", () => {
  it("still never retries 401, 403 or 422 when a hook adds its own final statuses", () => {
    const contactRule = retryUnless(404);
    for (const status of [401, 403, 422, 404]) expect(contactRule(0, apiError(status))).toBe(false);
    expect(contactRule(0, apiError(502))).toBe(true);
    expect(contactRule(2, apiError(502))).toBe(false);
  });
});
