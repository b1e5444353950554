import "server-only";
import { cache } from "react";
import { userSettingResponseSchema } from "../contract/user-setting";
import { paginationParsers } from "../url-state/list-parsers";
import { readUrl, type UrlSearch } from "../url-state/read-url";
import { DEFAULT_LIMIT, LIMIT_KEY, type PageSize } from "../url-state/reserved-keys";
import { getSession, liveToken } from "./session";
import { stopWaiting } from "./stop-waiting";
import { upstreamJson } from "./upstream";

/** How long a list page waits for the member's page size before it reads its first view with 10. */
const PAGE_SIZE_READ_MS = 1_000;

/**
 * The member's default page size (`user/setting`'s preferences, a colleague's their own), read at
 * most once per request; 10 when it cannot be read (the browser then asks for its list itself).
 */
const memberPageSize = cache(async (token: string): Promise<PageSize> => {
  try {
    const result = await stopWaiting(
      upstreamJson(userSettingResponseSchema, "/v1/api/user/setting", { method: "GET", token }),
      AbortSignal.timeout(PAGE_SIZE_READ_MS),
    );
    return result.ok ? result.body.data.preferences.page_size : DEFAULT_LIMIT;
  } catch {
    return DEFAULT_LIMIT;
  }
});

/** The link with its page size set (any other form of a query than Next's record becomes URLSearchParams). */
function withLimit(search: UrlSearch, size: PageSize): UrlSearch {
  if (
    typeof search === "string" ||
    search instanceof URL ||
    search instanceof URLSearchParams ||
    search instanceof Request
  ) {
    const query =
      typeof search === "string" || search instanceof URLSearchParams
        ? search
        : new URL(search instanceof Request ? search.url : search).search;
    const params = new URLSearchParams(query);
    params.set(LIMIT_KEY, String(size));
    return params;
  }
  return { ...search, [LIMIT_KEY]: String(size) };
}

/**
 * A list's link as the server reads its first view: a link that names no page size (or one the
 * panel does not offer) asks for the member's default, as the list in the browser does
 * (usePaginationState), so the page handed over is under the very key the browser asks with.
 */
export async function searchWithPageSize(token: string | null | undefined, search: UrlSearch): Promise<UrlSearch> {
  if (!token || readUrl(paginationParsers, search)[LIMIT_KEY] !== null) return search;
  const size = await memberPageSize(token);
  return size === DEFAULT_LIMIT ? search : withLimit(search, size);
}

/** A list page's `searchParams` for its first view, with the session's member's default page size. */
export async function listSearch(searchParams: Promise<UrlSearch>): Promise<UrlSearch> {
  const [session, search] = await Promise.all([getSession(), searchParams]);
  return searchWithPageSize(liveToken(session), search);
}
