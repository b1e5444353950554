import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { argon2idKey } from "./argon2-pool";

/**
 * Passwords are kept only as argon2id hashes in the PHC string format,
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>` (unpadded base64), at OWASP's parameters:
 * 19 MiB of memory, two passes, one lane, a random 16-byte salt and a 32-byte key.
 *
 * Hashes of earlier versions, `scrypt$N$r$p$<salt>$<key>`, still verify; a sign-in that
 * succeeds with one stores the password again at the current parameters (`needsRehash`).
 */
const COSTS = {
  owasp: { memoryKib: 19_456, iterations: 2 },
  // Test runs only (PASSWORD_HASH_COST, refused without the development routes): a hash in a few
  // milliseconds instead of a third of a second, for suites that make thousands of accounts.
  test: { memoryKib: 1_024, iterations: 1 },
} as const;
export type PasswordHashCost = keyof typeof COSTS;

const ARGON2 = { ...COSTS.owasp, parallelism: 1, saltLength: 16, keyLength: 32 };
const ARGON2_VERSION = 19;
const prefixOf = (cost: { memoryKib: number; iterations: number }) =>
  `$argon2id$v=${ARGON2_VERSION}$m=${cost.memoryKib},t=${cost.iterations},p=${ARGON2.parallelism}$`;
let CURRENT_PREFIX = prefixOf(ARGON2);

/** The cost passwords are stored at from now on (the upstream's PASSWORD_HASH_COST). */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  Object.assign(ARGON2, COSTS[cost]);
  CURRENT_PREFIX = prefixOf(ARGON2);
}

/** Bounds a stored hash's parameters must keep, so a damaged row cannot ask for gigabytes. */
const ARGON2_LIMITS = { memoryKib: 1 << 20, iterations: 16, parallelism: 16 };
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
const normalized = (password: string) => password.normalize("NFKC");
const passwordBytes = (password: string) => new Uint8Array(Buffer.from(normalized(password), "utf8"));

function argon2(password: string, salt: Buffer, m: number, t: number, p: number, length: number): Promise<Buffer> {
  return argon2idKey({ password: passwordBytes(password), salt, memoryKib: m, iterations: t, parallelism: p, length });
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length === 0) throw new Error("an empty password is never stored");
  const salt = randomBytes(ARGON2.saltLength);
  const key = await argon2(password, salt, ARGON2.memoryKib, ARGON2.iterations, ARGON2.parallelism, ARGON2.keyLength);
  return `${CURRENT_PREFIX}${b64(salt)}$${b64(key)}`;
}

/** True when a stored hash is not at the current scheme and parameters, so it should be made again. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** True when the password gives the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2id$")) return verifyArgon2(password, stored);
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  return false;
}

async function verifyArgon2(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match || Number(match[1]) !== ARGON2_VERSION) return false;
  const [m, t, p] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (!(
    m >= 8 * p &&
    m <= ARGON2_LIMITS.memoryKib &&
    t >= 1 &&
    t <= ARGON2_LIMITS.iterations &&
    p >= 1 &&
    p <= ARGON2_LIMITS.parallelism
  )) {
    return false;
  }
  const salt = Buffer.from(match[5]!, "base64");
  const expected = Buffer.from(match[6]!, "base64");
  if (salt.length < 8 || expected.length < 16) return false;
  // argon2 takes an empty password, hash-wasm does not: such a sign-in does the same work and fails.
  const actual = await argon2(password || "\0", salt, m, t, p, expected.length);
  return password.length > 0 && timingSafeEqual(actual, expected);
}

function scryptKey(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(normalized(password), salt, length, { N: n, r, p, maxmem: SCRYPT_MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6) return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  if (128 * n * r > SCRYPT_MAX_MEMORY / 2 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await scryptKey(password, salt, n, r, p, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, checked against when the username is unknown (or its sign-in
 * is refused before the password is looked at) so every path does the same hashing work.
 */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
