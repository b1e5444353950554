import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { toPersianDigits } from "@/lib/validation/digits";
import { addressAllowed } from "@/lib/validation/ip-ranges";
import { clientAddress } from "../auth/client-address";
import { membershipFrom, type Membership } from "../colleagues/membership";
import { apiKeys, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, unauthorized } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { apiKeyHash } from "./key-secret";
import { keyRateLimiter } from "./rate-limit";

/** The key a call was made with, for the activity log (`API (title)`) and the call log. */
export interface ApiKeyCaller {
  id: number;
  title: string;
  /** The account the key belongs to (known before the key is let in, for the log of a refusal). */
  accountId: number;
}

/** Keys' last use is written at most once a minute. */
const LAST_USED_EVERY_MS = 60_000;

/** One limiter for the process: every route group's session check takes from the same buckets. */
const limiter = keyRateLimiter();

/**
 * An API key in Authorization (the caller checked its shape first): the live key whose hash it is,
 * its account's owner active; then the caller's address must be among the key's allowed ones (an
 * empty list allows any) and the key's bucket must hold a call. The key is set on the context as
 * soon as it is known, so a refusal for the address or the rate is still in the call log.
 * Answers the owner's membership: a key acts with everything the owner may do.
 */
export async function authenticateApiKey(deps: Deps, c: Context<AppEnv>, raw: string): Promise<Membership> {
  const { db, env } = deps;
  const [row] = await db
    .select({ key: apiKeys, owner: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, apiKeyHash(raw)), isNull(apiKeys.deletedAt)))
    .limit(1);
  if (!row || row.owner.status !== "active") throw unauthorized();
  const { key } = row;
  c.set("apiKey", { id: key.id, title: key.title, accountId: key.userId });

  const address = clientAddress(c, env.UPSTREAM_FORWARD_SECRET);
  if (key.allowedAddresses.length > 0 && !addressAllowed(address, key.allowedAddresses)) {
    throw unauthorized(MESSAGES.apiKeyAddressRefused.replace("{address}", address));
  }

  const wait = limiter.take(key.id, key.rateLimit ?? env.UPSTREAM_API_KEY_RATE);
  if (wait > 0) {
    // Kept by the error answer the app's handler builds from the failure.
    c.header("Retry-After", String(wait));
    throw new ApiFailure(
      429,
      MESSAGES.apiKeyRateLimited.replace("{seconds}", toPersianDigits(wait)),
      MESSAGE_CODES.tooManyRequests,
    );
  }

  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    // Not awaited: the call does not wait on a bookkeeping write.
    db.update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, key.id))
      .catch((error: unknown) => console.error("api keys: recording a key's last use failed:", error));
  }
  return membershipFrom(row.owner, null)!;
}
