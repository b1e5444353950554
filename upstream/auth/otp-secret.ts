import path from "node:path";
import type { Env } from "../env";
import { secretFile } from "../services/secret-file";

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
  const key = Buffer.from(secretFile(env.DATA_DIR, OTP_SECRET_FILE));
  known.set(file, key);
  return key;
}
