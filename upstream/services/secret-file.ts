import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret of the upstream's own, written once to `${dataDir}/${name}` (readable by its owner
 * only) and read back on later starts, so it survives restarts and never enters the database.
 */
export function secretFile(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, name);
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

/** Whether a secret a caller gave is the expected one, in time that does not depend on where they differ. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
