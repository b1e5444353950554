import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * SESSION_SECRET from the environment; outside production one is generated once into DATA_DIR
 * so sessions survive restarts. Production must set it.
 */
export function ensureSessionSecret(dataDir, production) {
  if (process.env.SESSION_SECRET) {
    if (process.env.SESSION_SECRET.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
    return process.env.SESSION_SECRET;
  }
  if (production && process.env.API_BASE_URL) {
    throw new Error("SESSION_SECRET is required in production (32 characters or more)");
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}
