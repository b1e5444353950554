// @ts-check
// Plain ESM so the Next app and the custom server's socket relay read the cookie alike.
import { panelSetting } from "./panel-env.mjs";

/** Edge tokens live 10 hours; the session never outlives its token. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60 * 60;

/** Secure unless SESSION_COOKIE_SECURE=false (plain http on a host other than localhost). */
export function cookieSecure() {
  return panelSetting("SESSION_COOKIE_SECURE");
}

/**
 * The session cookie's name. When Secure, the `__Host-` prefix makes browsers refuse it unless it
 * is Secure, host-only and for the whole path, so no sibling subdomain can plant or shadow it.
 */
export function sessionCookieName() {
  return cookieSecure() ? "__Host-panel_session" : "panel_session";
}

export function sessionOptions() {
  return {
    password: panelSetting("SESSION_SECRET"),
    cookieName: sessionCookieName(),
    ttl: TOKEN_LIFETIME_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: cookieSecure(), path: "/" },
  };
}

/** The Set-Cookie value that ends the session, with the attributes it was set with. */
export function clearedSessionCookie() {
  return `${sessionCookieName()}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}
