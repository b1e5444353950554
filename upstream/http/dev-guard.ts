import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./deps";
import { forbidden } from "./failure";
import { isLoopbackAddress } from "./loopback";
import { MESSAGES } from "./messages";

export const DEV_SECRET_HEADER = "x-dev-secret";
const DEV_SECRET_FILE = "dev-secret";

/**
 * The secret every development route call must carry, written once to `${dataDir}/dev-secret`
 * (readable by its owner only) and read back on later starts. Tests and benchmarks read that file.
 */
export function ensureDevSecret(dataDir: string): string {
  const file = path.join(dataDir, DEV_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made`);
  return secret;
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
