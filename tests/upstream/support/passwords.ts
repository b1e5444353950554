import { randomBytes, scryptSync } from "node:crypto";

/** A password hash as earlier versions stored it: scrypt N=16384, r=8, p=1, a 64-byte key. */
export function oldScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}
