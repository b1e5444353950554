import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "@/lib/validation/otp";

/** A bearer token: 32 random bytes as hex. Only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("hex");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A random six-digit code, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/**
 * A one-time code is stored as an HMAC of the account, the flow and the code, keyed with a secret
 * that is not in the database (`otpHashKey`), so a copy of the database does not let anyone try
 * the million codes offline.
 */
export function hashOtpCode(key: Buffer, userId: number, flow: string, code: string): string {
  return createHmac("sha256", key).update(`${userId}:${flow}:${code}`).digest("hex");
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
