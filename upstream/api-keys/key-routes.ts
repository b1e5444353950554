import type { Context } from "hono";
import type { AppEnv } from "../http/deps";
import { forbidden } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { routeKeyOf } from "../http/route-access";

/**
 * Routes an API key may not call, though a session token of the owner may: signing out and the
 * member's own sessions, password, two-step and mobile (they belong to a person at a browser, not
 * an application), and the keys themselves: a key can neither make, see, show nor delete keys, so
 * a stolen key cannot mint another or hide its tracks. Everything else of /v1/api takes a key.
 */
const REFUSED_TO_KEYS: ReadonlySet<string> = new Set([
  "POST /v1/api/acl/auth/logout",
  "POST /v1/api/user/change_password",
  "GET /v1/api/user/2fa/status",
  "POST /v1/api/user/2fa/send_code",
  "POST /v1/api/user/2fa/show_qr",
  "POST /v1/api/user/2fa/enable",
  "POST /v1/api/user/2fa/disable",
  "GET /v1/api/user/sessions",
  "POST /v1/api/user/sessions/end_others",
  "DELETE /v1/api/user/sessions/:id",
  "GET /v1/api/user/sign_in_events",
  "GET /v1/api/user/change_mobile/status",
  "POST /v1/api/user/change_mobile/request_change_otp",
  "POST /v1/api/user/change_mobile/check_otp",
  "POST /v1/api/user/change_mobile/confirm_new_mobile",
  "POST /v1/api/user/change_mobile/confirm_change_otp",
  "GET /v1/api/acl/api_key/list",
  "POST /v1/api/acl/api_key/otp",
  "POST /v1/api/acl/api_key/create",
  "POST /v1/api/acl/api_key/show",
  "DELETE /v1/api/acl/api_key",
]);

/** Whether a key may call this route key (`METHOD /v1/api/path`). */
const keyMayCall = (routeKey: string | null) => routeKey === null || !REFUSED_TO_KEYS.has(routeKey);

/** Refuses (403) a call made with a key to a route keys may not use. */
export function enforceKeyRoute(c: Context<AppEnv>): void {
  if (!keyMayCall(routeKeyOf(c))) throw forbidden(MESSAGES.apiKeyRouteRefused);
}
