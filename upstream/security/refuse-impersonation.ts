import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/deps";
import { forbidden } from "../http/failure";
import { MESSAGES } from "../http/messages";

/**
 * Support staff who entered the account may read its security settings (to help the user with
 * them) but never change the password, two-step sign-in or sessions: those stay the user's own.
 * Runs after the session check.
 */
export const refuseImpersonation: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("impersonated")) throw forbidden(MESSAGES.impersonatedReadOnly);
  await next();
};
