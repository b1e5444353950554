// @ts-check
// Plain ESM: the custom server learns each browser's address once, and every call the BFF makes
// upstream on that browser's behalf carries it.
import { panelSetting } from "./panel-env.mjs";

/** The header the panel's server writes itself (any copy sent by a browser is replaced first). */
export const CLIENT_ADDRESS_HEADER = "x-panel-client-address";
/** The browser's User-Agent, vouched for like the address (the upstream names a session's device by it). */
export const CLIENT_USER_AGENT_HEADER = "x-panel-user-agent";
/** Proves to the upstream that the address header came from this BFF, not from a browser. */
export const FORWARD_SECRET_HEADER = "x-panel-forward-secret";
/** A user agent longer than this is cut: it only names a device and a browser. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * The browser's address: the TCP peer, or with TRUST_PROXY_HOPS=n (n reverse proxies of our own
 * in front of the panel) the n-th address from the end of X-Forwarded-For, which those proxies
 * append and a browser cannot forge past them.
 *
 * @param {import("node:http").IncomingMessage} req
 * @returns {string}
 */
export function clientAddressOf(req) {
  const peer = req.socket?.remoteAddress ?? "";
  const hops = panelSetting("TRUST_PROXY_HOPS");
  if (hops === 0) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? peer;
}

/**
 * Replaces whatever the browser sent under the address header with the address the server saw,
 * so the Next route handlers read it from their request like any header.
 *
 * @param {import("node:http").IncomingMessage} req
 */
export function stampClientAddress(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
}

/**
 * The headers that tell the upstream who the browser is (its address, and its user agent when
 * known); none when no forward secret is set (a real Edge host has no use for them).
 *
 * @param {string | null | undefined} address
 * @param {string | null | undefined} [userAgent]
 * @returns {Record<string, string>}
 */
export function clientAddressHeaders(address, userAgent) {
  const secret = panelSetting("UPSTREAM_FORWARD_SECRET");
  if (!secret || !address) return {};
  const agent = userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH);
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    ...(agent ? { [CLIENT_USER_AGENT_HEADER]: agent } : {}),
    [FORWARD_SECRET_HEADER]: secret,
  };
}
