// Plain ESM so the Next app and the custom server's socket relay read the cookie alike.

export const SESSION_COOKIE_NAME = "panel_session";

/** Edge tokens live 10 hours; the session never outlives its token. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60 * 60;

/** Secure unless SESSION_COOKIE_SECURE=false (plain http on a host other than localhost). */
export function cookieSecure() {
  return process.env.SESSION_COOKIE_SECURE !== "false";
}

export function sessionOptions() {
  const password = process.env.SESSION_SECRET;
  if (!password || password.length < 32) {
    throw new Error("SESSION_SECRET must be set to at least 32 characters");
  }
  return {
    password,
    cookieName: SESSION_COOKIE_NAME,
    ttl: TOKEN_LIFETIME_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: cookieSecure(), path: "/" },
  };
}
