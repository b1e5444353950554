import { randomInt } from "node:crypto";
import { sha256Hex } from "../auth/secrets";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PREFIX = "ipk_";
/** 40 base62 characters: log2(62^40) ≈ 238 bits of randomness. */
const RANDOM_LENGTH = 40;
/** What the list shows of a key: `ipk_` and its first six random characters. */
const VISIBLE_LENGTH = KEY_PREFIX.length + 6;
const KEY_FORMAT = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

/** Whether an Authorization value is shaped like an API key, so no session lookup is spent on it. */
export const isApiKeyFormat = (raw: string) => KEY_FORMAT.test(raw);

/**
 * What is stored of a key. A plain SHA-256 is right here, unlike for passwords: the key is 238
 * random bits, not something a person chose, so no dictionary or brute force can walk back from
 * the hash, and a fast hash keeps the lookup on every call cheap (a slow, salted hash would cost
 * every call tens of milliseconds and could not be looked up by value).
 */
export const apiKeyHash = (raw: string) => sha256Hex(raw);

/** A new key: the raw value (shown once), its visible prefix and its hash. */
export function newApiKey(): { raw: string; prefix: string; hash: string } {
  let random = "";
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  const raw = `${KEY_PREFIX}${random}`;
  return { raw, prefix: raw.slice(0, VISIBLE_LENGTH), hash: apiKeyHash(raw) };
}
