// @ts-check
// Plain ESM: the custom server's proxy and socket relay read the session cookie without Next.
import { unsealData } from "iron-session";
import { sessionCookieName, sessionOptions } from "./session-options.mjs";
import { liveToken } from "./session-token.mjs";

/**
 * @param {string | undefined} header
 * @param {string} name
 */
function readCookie(header, name) {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * Unsealed sessions by their sealed value. A sealed cookie cannot be forged, so the same value
 * always opens to the same data; the lifetime is still checked on every request.
 */
const unsealed = new Map();
const UNSEALED_MAX = 5000;

/**
 * @param {string} sealed
 * @returns {Promise<{ token?: string, expiresAt?: number }>}
 */
async function openSession(sealed) {
  const known = unsealed.get(sealed);
  if (known) return known;
  const { password, ttl } = sessionOptions();
  const data = await unsealData(sealed, { password, ttl });
  if (unsealed.size >= UNSEALED_MAX) unsealed.delete(unsealed.keys().next().value);
  unsealed.set(sealed, data);
  return data;
}

/**
 * The live session a request's cookie carries: its upstream token and when it ends, or null
 * without a cookie, with one that does not open, or once the token has outlived its lifetime.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<{ token: string, expiresAt: number } | null>}
 */
export async function requestSession(req) {
  const sealed = readCookie(req.headers.cookie, sessionCookieName());
  if (!sealed) return null;
  try {
    const session = await openSession(sealed);
    const token = liveToken(session);
    return token ? { token, expiresAt: Number(session.expiresAt) } : null;
  } catch {
    return null;
  }
}
