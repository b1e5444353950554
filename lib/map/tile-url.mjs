// @ts-check
// Plain ESM so the page and the Content-Security-Policy (lib/bff/security-headers.mjs) read MAP_TILE_URL alike.

const PLACEHOLDERS = ["{z}", "{x}", "{y}"];

/** Braces of other placeholders, blanks, and what would end a CSP source list. */
const REFUSED = /[{}\s;,'"]/;

/** @param {string} template */
const filled = (template) => template.replaceAll("{z}", "0").replaceAll("{x}", "0").replaceAll("{y}", "0");

/**
 * The raster tile template of MAP_TILE_URL (e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`),
 * or null when it is unset or not an http(s) address with `{z}`, `{x}` and `{y}` (and no other
 * placeholder, blank, comma, semicolon or quote): the map then shows only the geography shipped
 * with the panel.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function mapTileTemplate(value) {
  const template = value?.trim();
  if (
    !template ||
    !PLACEHOLDERS.every((placeholder) => template.includes(placeholder)) ||
    REFUSED.test(filled(template))
  )
    return null;
  try {
    const url = new URL(filled(template));
    return url.protocol === "https:" || url.protocol === "http:" ? template : null;
  } catch {
    return null;
  }
}

/**
 * The origin tiles come from, for the pages' img-src; null without a usable MAP_TILE_URL.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function mapTileOrigin(value) {
  const template = mapTileTemplate(value);
  return template ? new URL(filled(template)).origin : null;
}
