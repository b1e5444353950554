// @ts-check
// Plain ESM so the custom server's proxy and the Next code read a session alike.

/**
 * The raw token of a live session, or null when there is none or it has outlived its token.
 * @param {{ token?: string, expiresAt?: number }} session
 * @param {number} [now]
 * @returns {string | null}
 */
export function liveToken(session, now = Date.now()) {
  if (!session.token || !session.expiresAt || session.expiresAt <= now) return null;
  return session.token;
}
