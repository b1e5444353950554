/** Where a signed-in user lands when no safe `next` was given. */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = "http://panel.invalid";

function isSafePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  // "//host" and "/\host" are read by browsers as another site.
  if (path.startsWith("//") || path.startsWith("/\\")) return false;
  if (path.includes("\\")) return false;
  // Browsers drop tabs and line breaks inside URLs, which could turn "/\t/host" into "//host".
  if (CONTROL_CHARACTERS.test(path)) return false;
  // The BFF's routes are not pages.
  if (/^\/api(?:[/?#]|$)/i.test(path)) return false;
  // Whatever the browser makes of it, it must stay on this site.
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The `next` query parameter, followed only when it is a relative path of this site (DESIGN.md,
 * "BFF rules"); anything else goes to the dashboard. The value is checked as given and once
 * decoded, so "/%2F%2Fhost" is refused as well as "//host".
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value === "") return DEFAULT_AFTER_SIGN_IN;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return isSafePath(value) && isSafePath(decoded) ? value : DEFAULT_AFTER_SIGN_IN;
}
