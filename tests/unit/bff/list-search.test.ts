/** @jest-environment node */
import { reportsFirstView } from "@/components/reports/reports-first-view";
import { patternsFirstView } from "@/components/patterns/list/patterns-first-view";
import { DEFAULT_PANEL_PREFERENCES } from "@/lib/contract/panel-preferences";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { searchWithPageSize } from "@/lib/bff/list-search";
import { upstreamJson } from "@/lib/bff/upstream";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl } from "@/lib/url-state/read-url";

jest.mock("@/lib/bff/upstream", () => ({ upstreamJson: jest.fn() }));
jest.mock("@/lib/bff/session", () => ({ getSession: jest.fn(), liveToken: jest.fn() }));

const upstream = jest.mocked(upstreamJson);
const TOKEN = "token-of-colleague";

/** The upstream's user/setting, with this member's default page size. */
function memberPageSize(pageSize: number) {
  upstream.mockReset();
  upstream.mockResolvedValue({
    ok: true,
    status: 200,
    body: {
      data: {
        low_credit_threshold: null,
        notifications: DEFAULT_NOTIFICATION_CHANNELS,
        preferences: { ...DEFAULT_PANEL_PREFERENCES, page_size: pageSize },
      },
    },
  } as Awaited<ReturnType<typeof upstreamJson>>);
}

const limitOf = async (search: Parameters<typeof searchWithPageSize>[1]) =>
  readPagination(readUrl(paginationParsers, await searchWithPageSize(TOKEN, search))).limit;
const keyOf = (queries: ReturnType<typeof reportsFirstView>) =>
  JSON.stringify(queries.map((q) => "queryKey" in q && q.queryKey));

describe("a list's first view on the server", () => {
  it("asks for the member's default page size when the link names none, as the browser's list does", async () => {
    memberPageSize(50);
    expect(await limitOf({})).toBe(50);
    expect(await limitOf({ page: "3", tab: "1" })).toBe(50);
    // A size the panel does not offer reads as none, in the browser too.
    expect(await limitOf({ limit: "7" })).toBe(50);
    expect(await limitOf(new URLSearchParams("page=2"))).toBe(50);
    expect(await limitOf("?tab=1")).toBe(50);
    expect(upstream.mock.calls[0]![1]).toBe("/v1/api/user/setting");
    expect(upstream.mock.calls[0]![2]).toMatchObject({ method: "GET", token: TOKEN });
  });

  it("hands over the page under the key the browser asks with", async () => {
    memberPageSize(20);
    // What the browser asks for: the link's limit, or the member's default (usePaginationState).
    const browserLimit = readPagination({ page: 2, limit: null }, 20).limit;
    const asked = { tab: "1", page: "2", limit: String(browserLimit) };
    expect(keyOf(reportsFirstView(await searchWithPageSize(TOKEN, { tab: "1", page: "2" })))).toBe(
      keyOf(reportsFirstView(asked)),
    );
    expect(keyOf(patternsFirstView(await searchWithPageSize(TOKEN, { page: "2" })))).toBe(
      keyOf(patternsFirstView({ page: "2", limit: "20" })),
    );
  });

  it("keeps a link's own page size, and reads nothing for it", async () => {
    memberPageSize(50);
    const search = { limit: "20", page: "2" };
    expect(await searchWithPageSize(TOKEN, search)).toBe(search);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("keeps 10 without a session, for a member at the default, or when the setting cannot be read", async () => {
    memberPageSize(50);
    const search = { page: "2" };
    expect(await searchWithPageSize(null, search)).toBe(search);
    expect(upstream).not.toHaveBeenCalled();

    memberPageSize(10);
    expect(await searchWithPageSize(TOKEN, search)).toBe(search);

    upstream.mockReset();
    upstream.mockResolvedValue({ ok: false, status: 401, body: null } as Awaited<ReturnType<typeof upstreamJson>>);
    expect(await limitOf(search)).toBe(10);
    upstream.mockReset();
    upstream.mockRejectedValue(new Error("upstream down"));
    expect(await limitOf(search)).toBe(10);
  });
});
