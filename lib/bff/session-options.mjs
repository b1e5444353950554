// @ts-check
// Plain ESM so the Next app and the custom server's socket relay read the cookie alike.

/** Edge tokens live 10 hours; the session never outlives its token. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60 * 60;

/** Secure unless SESSION_COOKIE_SECURE=false (plain http on a host other than localhost). */
export function cookieSecure() {
  return process.env.SESSION_COOKIE_SECURE !== "false";
}

/**
 * The session cookie's name. When Secure, the `__Host-` prefix makes browsers refuse it unless it
 * is Secure, host-only and for the whole path, so no sibling subdomain can plant or shadow it.
 */
export function sessionCookieName() {
  return cookieSecure() ? "__Host-panel_session" : "panel_session";
}

export function sessionOptions() {
  const password = process.env.SESSION_SECRET;
  if (!password || password.length < 32) {
    throw new Error("SESSION_SECRET must be set to at least 32 characters");
  }
  return {
    password,
    cookieName: sessionCookieName(),
    ttl: TOKEN_LIFETIME_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: cookieSecure(), path: "/" },
  };
}

/** The Set-Cookie value that ends the session, with the attributes it was set with. */
export function clearedSessionCookie() {
  return `${sessionCookieName()}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax${cookieSecure() ? "; Secure" : ""}`;
}
