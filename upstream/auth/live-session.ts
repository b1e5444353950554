import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { membershipFrom } from "../colleagues/membership";
import type { Db } from "../db/client";
import { authTokens, impersonations, partnerRoles, partners, users } from "../db/schema";
import { sha256Hex } from "./secrets";
import { sessionCacheOf, type LiveSession } from "./session-cache";
import { enterImpersonation } from "./tokens";

const owners = alias(users, "owners");

/**
 * A session token's membership in one read, for every protected call and socket: the token live
 * (a session, or an entered impersonation), its user active, and, for a colleague, their row, their
 * owner and their role's permissions, so a deactivation or a role edited takes effect at the next
 * call. The same rules as findLiveToken followed by membershipOf, which it stands for on the hot path.
 * Where sessions are kept (auth/session-cache.ts), one checked before and unchanged since is not read again.
 */
export async function findLiveSession(db: Db, raw: string): Promise<LiveSession | null> {
  if (!raw || raw.length > 255) return null;
  const hash = sha256Hex(raw);
  const now = Date.now();
  const cache = sessionCacheOf(db);
  const kept = cache?.get(hash, now);
  if (kept) return kept;
  const readAt = cache?.generation ?? 0;
  const found = await readLiveSession(db, hash, now);
  if (found && cache) cache.keep(hash, found, readAt, now);
  return found;
}

async function readLiveSession(db: Db, hash: string, now: number): Promise<LiveSession | null> {
  const [row] = await liveSessionRead(db).execute({ hash, now: new Date(now).toISOString() });
  if (!row || row.user.status !== "active") return null;
  if (row.token.kind === "impersonation" && !row.enteredAt && !(await enterImpersonation(db, row.token.id)))
    return null;
  const colleague =
    row.partner && row.owner && row.permissions
      ? { partner: row.partner, owner: row.owner, permissions: row.permissions }
      : null;
  const membership = membershipFrom(row.user, colleague);
  return membership && { token: row.token, membership };
}

function buildLiveSessionRead(db: Db) {
  return db
    .select({
      token: authTokens,
      user: users,
      enteredAt: impersonations.enteredAt,
      partner: partners,
      owner: owners,
      permissions: partnerRoles.permissions,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(impersonations, eq(impersonations.tokenId, authTokens.id))
    .leftJoin(partners, eq(partners.userId, users.id))
    .leftJoin(owners, eq(owners.id, partners.ownerId))
    .leftJoin(partnerRoles, eq(partnerRoles.id, partners.roleId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("hash")),
        inArray(authTokens.kind, ["session", "impersonation"]),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("live_session");
}

/** Built once per database: building this join's SQL costs more than the database takes to answer it. */
const liveSessionReads = new WeakMap<Db, ReturnType<typeof buildLiveSessionRead>>();

function liveSessionRead(db: Db) {
  let read = liveSessionReads.get(db);
  if (!read) {
    read = buildLiveSessionRead(db);
    liveSessionReads.set(db, read);
  }
  return read;
}
