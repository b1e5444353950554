// @ts-check
// Plain ESM so the custom server's proxy and the Next route handlers share it.
import { PANEL_REQUEST_HEADER } from "../api/panel-request-header.mjs";

// OPTIONS is not among them: nothing the panel serves answers it (the BFF refuses it with 405).
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * A state-changing request is accepted only from the panel's own pages: it must carry the
 * header only our client sends (a cross-site form or `text/plain` post cannot add it without a
 * CORS preflight we never grant), and any Origin or Sec-Fetch-Site it carries must be ours.
 *
 * @param {string} method
 * @param {{ get(name: string): string | null }} headers
 * @param {string} [panelOrigin]
 * @returns {boolean}
 */
export function isAllowedMutation(method, headers, panelOrigin) {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (headers.get(PANEL_REQUEST_HEADER) !== "1") return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = headers.get("origin");
  return !origin || isOwnOrigin(origin, headers.get("host"), panelOrigin);
}

/**
 * Whether an Origin header names the panel itself: PANEL_ORIGIN's host when it is configured,
 * otherwise the Host the request was sent to.
 *
 * @param {string} origin
 * @param {string | null | undefined} host
 * @param {string} [panelOrigin]
 * @returns {boolean}
 */
export function isOwnOrigin(origin, host, panelOrigin) {
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const expected = panelOrigin ? new URL(panelOrigin).host : host;
  return Boolean(expected) && originHost === expected;
}
