import type { MiddlewareHandler } from "hono";
import { sameSecret, secretFile } from "../services/secret-file";
import type { AppEnv } from "./deps";
import { forbidden } from "./failure";
import { isLoopbackAddress } from "./loopback";
import { MESSAGES } from "./messages";

const DEV_SECRET_HEADER = "x-dev-secret";
const DEV_SECRET_FILE = "dev-secret";

/**
 * The secret every development route call must carry, written once to `${dataDir}/dev-secret`
 * (readable by its owner only) and read back on later starts. Tests and benchmarks read that file.
 */
export function ensureDevSecret(dataDir: string): string {
  return secretFile(dataDir, DEV_SECRET_FILE);
}

/**
 * Development routes answer only a caller on this machine that also knows the secret: everything
 * the panel's BFF relays comes from loopback too, so the address alone proves nothing.
 */
export function devRouteGuard(secret: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopbackAddress(c.env?.incoming?.socket?.remoteAddress)) throw forbidden(MESSAGES.forbiddenDevRoute);
    if (!secret || !sameSecret(c.req.header(DEV_SECRET_HEADER), secret)) throw forbidden(MESSAGES.devSecretMissing);
    await next();
  };
}
