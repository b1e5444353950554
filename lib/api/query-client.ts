import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../errors/api-error";
import { isSignInPath } from "../navigation/panel-routes";
import { isLeaving, markLeaving } from "./leaving";

const NO_RETRY_STATUSES = new Set([401, 403, 422]);
const QUERY_RETRIES = 2;

/**
 * The one retry rule (spec §7/§9): twice, never on 401, 403 or 422. A hook that must also give up
 * on other statuses names them, and the rule is composed, not replaced.
 */
export function retryUnless(...alsoFinal: number[]) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiError && (NO_RETRY_STATUSES.has(error.status) || alsoFinal.includes(error.status)))
      return false;
    return failureCount < QUERY_RETRIES;
  };
}

const shouldRetry = retryUnless();

/** The session ended upstream: forget everything cached and sign in again (spec §4). */
function onSessionExpired(client: QueryClient) {
  client.clear();
  if (typeof window === "undefined" || isLeaving()) return;
  // On a sign-in screen a 401 is an answer to show there, not a session to leave: leaving would
  // only land on the same screen again, with a longer `next` each time.
  if (isSignInPath(window.location.pathname)) return;
  // Several queries fail with 401 at once when a session ends; a second navigation would abort the first.
  markLeaving(true);
  const next = window.location.pathname + window.location.search;
  // A full navigation, so the server renders /login without the ended session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}

/** The one query-client factory: retries as spec §7/§9 say, no refetch on focus, 401 → /login. */
export function makeQueryClient(): QueryClient {
  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onSessionExpired(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
  return client;
}
