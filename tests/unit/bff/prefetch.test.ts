/** @jest-environment node */
import type { DehydratedState } from "@tanstack/react-query";
import { DASHBOARD_QUERIES, SHELL_QUERIES } from "@/lib/api/queries/first-view";
import { creditQuery } from "@/lib/api/queries/credit-queries";
import { bannersQuery, NEWS_PAGE_SIZE, newsQuery, quickAccessQuery } from "@/lib/api/queries/home-queries";
import { unreadInboxCountQuery } from "@/lib/api/queries/inbox-keys";
import { inboxListQuery } from "@/lib/api/queries/inbox-queries";
import { senderLinesQuery } from "@/lib/api/queries/numbers-queries";
import { unseenTicketCountQuery } from "@/lib/api/queries/support-keys";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { SenderLine } from "@/lib/contract/numbers";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { upstreamJson, UpstreamUnavailableError } from "@/lib/bff/upstream";
import { FIRST_VIEW_ANSWERS } from "../support/first-view-answers";

jest.mock("@/lib/bff/upstream", () => {
  class UpstreamUnavailableError extends Error {}
  return { upstreamJson: jest.fn(), UpstreamUnavailableError };
});

const upstream = jest.mocked(upstreamJson);
const TOKEN = "token-of-demo";
const ALL = [...SHELL_QUERIES, ...DASHBOARD_QUERIES];

/** How the stub upstream answers one path (without its query string). */
type Answer = () => Promise<unknown>;
let answers: Record<string, Answer>;

beforeEach(() => {
  answers = Object.fromEntries(
    Object.entries(FIRST_VIEW_ANSWERS).map(([path, body]) => [
      path,
      async () => ({ ok: true, status: 200, body }) as unknown,
    ]),
  );
  upstream.mockReset();
  upstream.mockImplementation((_schema, pathAndQuery) => {
    const answer = answers[new URL(pathAndQuery, "http://upstream").pathname];
    if (!answer) throw new Error(`no answer for ${pathAndQuery}`);
    return answer() as ReturnType<typeof upstreamJson>;
  });
});

const dataOf = (state: DehydratedState, key: readonly unknown[]) =>
  state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
const keysOf = (state: DehydratedState) => state.queries.map((query) => JSON.stringify(query.queryKey)).sort();
const keys = (...queryKeys: (readonly unknown[])[]) => queryKeys.map((key) => JSON.stringify(key)).sort();

const META = { status: true, message: null, message_parameters: [], message_code: "200-1" };
const paged = (data: unknown[], perPage: number) => ({
  data,
  meta: { ...META, current_page: 1, per_page: perPage, total: data.length, last_page: 1, from: 1, to: data.length },
});
const INBOX_PAGE = paged([], 20);
const LINES_PAGE = paged(
  [
    {
      id: 4,
      number: "+983000505",
      operator_id: 4,
      alias: null,
      gets: 0,
      is_66_char: 0,
      needs_cancel_suffix: false,
      use: "general",
      shared: false,
      is_default: true,
    },
  ],
  100,
);

describe("prefetching the first view on the server", () => {
  it("reads every query with the user's token, side by side, and keeps what each hook keeps", async () => {
    const state = await prefetchQueries(TOKEN, ALL);
    expect(upstream).toHaveBeenCalledTimes(6);
    for (const [, path, options] of upstream.mock.calls) {
      expect(path.startsWith("/v1/api/")).toBe(true);
      expect(options).toMatchObject({ method: "GET", token: TOKEN });
      // Nothing calls a read off: one left behind at the deadline finishes and keeps its connection.
      expect(options).not.toHaveProperty("signal");
    }
    expect(upstream.mock.calls.map(([, path]) => path)).toContain("/v1/api/user/news/user_news_list?page=1&per_page=5");

    expect(dataOf(state, creditQuery.queryKey)).toEqual({ credit: 50_000_000.75 });
    expect(dataOf(state, unreadInboxCountQuery.queryKey)).toEqual({ count: 3 });
    expect(dataOf(state, unseenTicketCountQuery.queryKey)).toEqual({ count: 2 });
    const banners = dataOf(state, bannersQuery.queryKey) as {
      topStrip: { id: number };
      homeStrip: { id: number };
      carousel: { id: number }[];
    };
    expect(banners.topStrip.id).toBe(1);
    expect(banners.homeStrip.id).toBe(2);
    expect(banners.carousel.map((banner) => banner.id)).toEqual([3]);
    expect(dataOf(state, quickAccessQuery.queryKey)).toEqual(
      (FIRST_VIEW_ANSWERS["/v1/api/panel/quick_access"] as { data: unknown }).data,
    );
    // The infinite query goes out in its own shape: the first page and its page number.
    expect(dataOf(state, newsQuery(NEWS_PAGE_SIZE).queryKey)).toEqual({
      pages: [FIRST_VIEW_ANSWERS["/v1/api/user/news/user_news_list"]],
      pageParams: [1],
    });
    expect(state.queries.every((query) => query.state.status === "success")).toBe(true);
  });

  it("leaves out a query the upstream refuses or cannot answer, and keeps the others", async () => {
    answers["/v1/api/payment/credit/mine"] = async () => ({ ok: false, status: 500, body: null });
    answers["/v1/api/panel/quick_access"] = async () => {
      throw new UpstreamUnavailableError("upstream unreachable");
    };
    const state = await prefetchQueries(TOKEN, ALL);
    expect(keysOf(state)).toEqual(
      keys(
        unreadInboxCountQuery.queryKey,
        unseenTicketCountQuery.queryKey,
        bannersQuery.queryKey,
        newsQuery(NEWS_PAGE_SIZE).queryKey,
      ),
    );
  });

  it("leaves out an answer that does not come in time, and does not wait for it", async () => {
    let late: (() => void) | undefined;
    answers["/v1/api/user/news/user_news_list"] = () =>
      new Promise((resolve) => {
        late = () => resolve({ ok: true, status: 200, body: FIRST_VIEW_ANSWERS["/v1/api/user/news/user_news_list"] });
      });
    const started = Date.now();
    const state = await prefetchQueries(TOKEN, ALL, { timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(keysOf(state)).toEqual(
      keys(
        creditQuery.queryKey,
        unreadInboxCountQuery.queryKey,
        unseenTicketCountQuery.queryKey,
        bannersQuery.queryKey,
        quickAccessQuery.queryKey,
      ),
    );
    // Its answer, when it comes, changes nothing of the page already sent.
    late?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(keysOf(state)).not.toContain(JSON.stringify(newsQuery(NEWS_PAGE_SIZE).queryKey));
  });

  it("gives up on a call that does not heed the deadline", async () => {
    answers["/v1/api/payment/credit/mine"] = () => new Promise(() => undefined);
    const state = await prefetchQueries(TOKEN, SHELL_QUERIES, { timeoutMs: 100 });
    expect(keysOf(state)).toEqual(
      keys(unreadInboxCountQuery.queryKey, unseenTicketCountQuery.queryKey, bannersQuery.queryKey),
    );
  });

  it("reads a list the upstream takes as a POST with its JSON body, checked as the browser checks it", async () => {
    answers["/v1/api/report/messages-inbox"] = async () => ({ ok: true, status: 200, body: INBOX_PAGE });
    const list = inboxListQuery({ page: 2, perPage: 20, line: "983000505", seen: "0" });
    const state = await prefetchQueries(TOKEN, [list]);
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(upstream.mock.calls[0]![1]).toBe("/v1/api/report/messages-inbox");
    expect(upstream.mock.calls[0]![2]).toMatchObject({
      method: "POST",
      token: TOKEN,
      json: { page: 2, per_page: 20, filters: { number: "+983000505", seen: "0" } },
    });
    expect(dataOf(state, list.queryKey)).toEqual(INBOX_PAGE);
  });

  it("leaves out a POST whose body the contract refuses, without asking the upstream", async () => {
    const state = await prefetchQueries(TOKEN, [inboxListQuery({ page: 0, perPage: 7 })]);
    expect(upstream).not.toHaveBeenCalled();
    expect(state.queries).toEqual([]);
  });

  it("reads a query that needs another's answer right after it, asking the other once", async () => {
    answers["/v1/api/number/numbers"] = async () => ({ ok: true, status: 200, body: LINES_PAGE });
    answers["/v1/api/report/messages-inbox"] = async () => ({ ok: true, status: 200, body: INBOX_PAGE });
    const seen: SenderLine[][] = [];
    const dependent: FirstViewQuery = {
      kind: "after",
      first: senderLinesQuery,
      then: (lines) => {
        seen.push(lines as SenderLine[]);
        return inboxListQuery({ page: 1, perPage: 10, line: "983000505" });
      },
    };
    const state = await prefetchQueries(TOKEN, [senderLinesQuery, dependent]);
    expect(upstream.mock.calls.map(([, path]) => path)).toEqual([
      "/v1/api/number/numbers?page=1&per_page=100",
      "/v1/api/report/messages-inbox",
    ]);
    expect(seen).toEqual([LINES_PAGE.data]);
    expect(keysOf(state)).toEqual(
      keys(senderLinesQuery.queryKey, inboxListQuery({ page: 1, perPage: 10, line: "983000505" }).queryKey),
    );
  });

  it("leaves out a query whose first one failed, and one that answers it has nothing to read", async () => {
    answers["/v1/api/number/numbers"] = async () => ({ ok: false, status: 500, body: null });
    const then = jest.fn(() => inboxListQuery({ page: 1, perPage: 10 }));
    const failed = await prefetchQueries(TOKEN, [{ kind: "after", first: senderLinesQuery, then }]);
    expect(then).not.toHaveBeenCalled();
    expect(failed.queries).toEqual([]);

    answers["/v1/api/number/numbers"] = async () => ({ ok: true, status: 200, body: LINES_PAGE });
    const nothing = await prefetchQueries(TOKEN, [{ kind: "after", first: senderLinesQuery, then: () => null }]);
    expect(keysOf(nothing)).toEqual(keys(senderLinesQuery.queryKey));
  });

  it("asks nothing without a live token", async () => {
    const state = await prefetchQueries(null, ALL);
    expect(upstream).not.toHaveBeenCalled();
    expect(state.queries).toEqual([]);
  });
});
