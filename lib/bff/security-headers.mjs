// @ts-check
// Plain ESM so next.config.mjs and the custom server can share it.
import { mapTileOrigin } from "../map/tile-url.mjs";
import { panelSettingIfValid } from "./panel-env.mjs";

const isProduction = () => process.env.NODE_ENV === "production";

/** Headers every answer carries. Pages get their own nonce-based CSP from proxy.ts. */
export function securityHeaders() {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (isProduction()) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" });
  }
  return headers;
}

/**
 * Content Security Policy of a page, with the nonce its inline scripts carry. Images may also
 * come from the map's tile server when MAP_TILE_URL names one (read at request time).
 */
/** @param {string} nonce */
export function pageContentSecurityPolicy(nonce) {
  const dev = !isProduction();
  const tiles = mapTileOrigin(panelSettingIfValid("MAP_TILE_URL"));
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** What the BFF's answers carry: nothing in an API answer may run as a page. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
