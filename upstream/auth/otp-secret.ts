import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env";

const OTP_SECRET_FILE = "otp-secret";
const known = new Map<string, Buffer>();

/**
 * The key one-time codes are hashed with: `OTP_HASH_SECRET`, or a secret written once to
 * `${DATA_DIR}/otp-secret` (readable by its owner only) and read back on later starts. It never
 * enters the database, so a copy of the database does not let anyone try the million codes offline.
 */
export function otpHashKey(env: Pick<Env, "OTP_HASH_SECRET" | "DATA_DIR">): Buffer {
  if (env.OTP_HASH_SECRET) return Buffer.from(env.OTP_HASH_SECRET);
  const file = path.resolve(env.DATA_DIR, OTP_SECRET_FILE);
  const cached = known.get(file);
  if (cached) return cached;
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made`);
  const key = Buffer.from(secret);
  known.set(file, key);
  return key;
}
