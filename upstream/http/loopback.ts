import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./deps";
import { forbidden } from "./failure";
import { MESSAGES } from "./messages";

/** Development routes answer only callers on this machine. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isLoopbackAddress(address: string | undefined | null): boolean {
  return typeof address === "string" && LOOPBACK.has(address);
}

/** Refuses (403) a caller that is not on this machine. */
export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopbackAddress(c.env?.incoming?.socket?.remoteAddress)) throw forbidden(MESSAGES.forbiddenDevRoute);
  await next();
};
