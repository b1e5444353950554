// @ts-check
// Plain ESM so the custom server can check raw paths before Next normalises them.

/**
 * The browser reaches the upstream at `/api` + the upstream path. Only a clean descendant of
 * `/v1/api/` passes: plain segments of letters, digits, `_`, `-`, `.` and `~`; no empty, `.` or
 * `..` segments, no percent-encoding (so no encoded or double-encoded dots and slashes), no
 * backslashes, semicolons or trailing slash.
 */
const PREFIX = "/api/v1/api/";
const SEGMENT = /^[A-Za-z0-9_\-.~]+$/;

/**
 * @param {string} rawPathname
 * @returns {string | null}
 */
export function toUpstreamPath(rawPathname) {
  if (!rawPathname.startsWith(PREFIX)) return null;
  const rest = rawPathname.slice(PREFIX.length);
  if (!rest) return null;
  const segments = rest.split("/");
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === "." || segment === "..") return null;
  }
  return `/v1/api/${rest}`;
}

/** Upstream calls a visitor without a session may make (sign-up, sign-in and invitation screens). */
const PUBLIC_PATHS = new Set([
  "/v1/api/acl/auth/login_setting",
  // An invited colleague sets their password; the link's token, in the body, is the credential.
  "/v1/api/acl/auth/partner_invitation/accept",
  "/v1/api/acl/list",
  "/v1/api/acl/package/general_list",
  // The API reference, public as Edge publishes its documentation: tools read it from the panel's address.
  "/v1/api/panel/api-docs",
  "/v1/api/panel/llms.txt",
  "/v1/api/user/activity_domain",
  "/v1/api/user/check_exist",
]);

/** @param {string} upstreamPath */
export function isPublicPath(upstreamPath) {
  return PUBLIC_PATHS.has(upstreamPath);
}

/**
 * Spec §7: a 401 from these calls is an answer about the credentials typed, not about the
 * session, so it never signs the user out.
 */
const AUTH_CALLS = new Set([
  "/v1/api/acl/auth/login",
  "/v1/api/acl/auth/confirm_otp",
  "/v1/api/acl/auth/send_sms_otp",
  "/v1/api/acl/auth/forgot_password",
  "/v1/api/acl/auth/forgot_password_check_otp",
  "/v1/api/acl/auth/change_password_by_token",
  "/v1/api/acl/auth/partner_invitation/accept",
  "/v1/api/user/check_exist",
]);

/** @param {string} upstreamPath */
export function isAuthCall(upstreamPath) {
  return AUTH_CALLS.has(upstreamPath);
}

/** Calls with route handlers of their own: those that answer a token keep it in the session. */
const OWN_ROUTES = new Set([
  "/v1/api/acl/auth/login",
  "/v1/api/acl/auth/confirm_otp",
  "/v1/api/acl/auth/send_sms_otp",
  "/v1/api/acl/auth/logout",
  "/v1/api/acl/auth/forgot_password",
  "/v1/api/acl/auth/forgot_password_check_otp",
  "/v1/api/acl/auth/change_password_by_token",
  "/v1/api/user/register",
  // POST only through the panel (Edge's GET form would let a link remove a document).
  "/v1/api/user/documents/remove",
]);

/** @param {string} upstreamPath */
export function hasOwnRoute(upstreamPath) {
  return OWN_ROUTES.has(upstreamPath);
}
