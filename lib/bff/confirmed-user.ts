import "server-only";
import { createHash } from "node:crypto";
import type { CheckTokenData } from "../contract/auth";
import { checkToken } from "./check-token";
import { stopWaiting } from "./stop-waiting";
import { UpstreamUnavailableError } from "./upstream-client.mjs";

/**
 * How long a page waits for check_token when this process has confirmed the token before. Past
 * it the page renders its frame from that confirmation and the browser reads the rest itself; a
 * check answers in well under a second on a loaded machine, so only an upstream that is away or
 * stuck is passed over.
 */
export const CHECK_TOKEN_PATIENCE_MS = 3_000;
/** How long a confirmation stands in for an unanswered check. */
const KEPT_MS = 15 * 60 * 1000;
/** Tokens remembered at most, the least recently confirmed forgotten first. */
const KEPT_TOKENS = 10_000;

type Check = (token: string) => Promise<CheckTokenData | null>;

/** The last confirmation of each token, keyed by the token's digest so the map holds no token. */
const confirmed = new Map<string, { user: CheckTokenData; at: number }>();

const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

function remember(key: string, user: CheckTokenData, now: number) {
  confirmed.delete(key);
  confirmed.set(key, { user, at: now });
  if (confirmed.size > KEPT_TOKENS) confirmed.delete(confirmed.keys().next().value!);
}

function lastConfirmation(key: string, now: number): CheckTokenData | null {
  const entry = confirmed.get(key);
  if (!entry) return null;
  if (now - entry.at > KEPT_MS) {
    confirmed.delete(key);
    return null;
  }
  return entry.user;
}

/**
 * Who the token belongs to, as check_token says; null when the upstream refuses the token. When
 * the upstream cannot answer (down, erring, or slower than the patience) and this process
 * confirmed the token in the last 15 minutes, that confirmation answers instead: the frame then
 * renders with the member's name, role and plan as they were, and every read the browser makes
 * still goes to the upstream with the token, which refuses it if it has been revoked meanwhile.
 */
export async function confirmedUser(
  token: string,
  check: Check = checkToken,
  now = Date.now,
): Promise<CheckTokenData | null> {
  const key = keyOf(token);
  const known = lastConfirmation(key, now());
  // Past the patience the check is left to finish: it still confirms the token for the next page.
  const controller = new AbortController();
  const patience = known ? setTimeout(() => controller.abort(), CHECK_TOKEN_PATIENCE_MS) : null;
  const checked = check(token).then((user) => {
    if (user) remember(key, user, now());
    else confirmed.delete(key);
    return user;
  });
  try {
    return await stopWaiting(checked, controller.signal);
  } catch (error) {
    if (known && (error instanceof UpstreamUnavailableError || controller.signal.aborted)) return known;
    throw error;
  } finally {
    if (patience) clearTimeout(patience);
  }
}
