import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { authTokens, impersonations, users } from "../db/schema";
import { newToken, sha256Hex } from "./secrets";

/**
 * session: the final token (10 hours). login: waits for the second step (sms or ga).
 * register: waits for the code sent to a new account's mobile. forgot: a password reset.
 * impersonation: support staff's entry into an account; it is a session (wherever "session" is
 * asked for) once entered, and only if first used in time (see `impersonations`). invitation: a
 * colleague's link to set their first password (colleagues/invitations.ts).
 */
export type TokenKind = "session" | "login" | "register" | "forgot" | "impersonation" | "invitation";

export type SessionUser = typeof users.$inferSelect;
export type TokenRow = typeof authTokens.$inferSelect;

export interface IssuedToken {
  id: number;
  raw: string;
}

/** Where a token was asked for: the browser's address and user agent, as the BFF vouched for them. */
export interface TokenClient {
  address: string | null;
  userAgent: string | null;
}

export async function issueToken(
  db: Db | Tx,
  input: {
    userId: number;
    kind: TokenKind;
    ttlSeconds: number;
    method?: "sms" | "ga";
    createdAt?: Date;
    client?: TokenClient;
  },
): Promise<IssuedToken> {
  const raw = newToken();
  const createdAt = input.createdAt ?? new Date();
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: sha256Hex(raw),
      userId: input.userId,
      kind: input.kind,
      method: input.method ?? null,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + input.ttlSeconds * 1000),
      clientAddress: input.client?.address ?? null,
      userAgent: input.client?.userAgent ?? null,
      lastUsedAt: input.kind === "session" ? createdAt : null,
    })
    .returning({ id: authTokens.id });
  return { id: row!.id, raw };
}

/**
 * An impersonation token and its record: a session token of the account, 10 hours from `createdAt`,
 * that works only if first used within `entrySeconds` of it.
 */
export async function issueImpersonationToken(
  db: Db,
  input: { userId: number; ttlSeconds: number; entrySeconds: number; createdAt?: Date },
): Promise<IssuedToken & { impersonationId: number; createdAt: Date; enterBy: Date }> {
  const createdAt = input.createdAt ?? new Date();
  const enterBy = new Date(createdAt.getTime() + input.entrySeconds * 1000);
  return db.transaction(async (tx) => {
    const issued = await issueToken(tx, {
      userId: input.userId,
      kind: "impersonation",
      ttlSeconds: input.ttlSeconds,
      createdAt,
    });
    const [row] = await tx
      .insert(impersonations)
      .values({ userId: input.userId, tokenId: issued.id, createdAt, enterBy })
      .returning({ id: impersonations.id });
    return { ...issued, impersonationId: row!.id, createdAt, enterBy };
  });
}

/**
 * The user a token of one of these kinds belongs to, if the token is known, unexpired and not
 * revoked. Asking for "session" accepts an entered impersonation token too.
 */
export async function findLiveToken(
  db: Db | Tx,
  raw: string,
  kinds: TokenKind[],
): Promise<{ token: TokenRow; user: SessionUser } | null> {
  if (!raw || raw.length > 255) return null;
  const wanted: TokenKind[] =
    kinds.includes("session") && !kinds.includes("impersonation") ? [...kinds, "impersonation"] : kinds;
  const [row] = await db
    .select({ token: authTokens, user: users, enteredAt: impersonations.enteredAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(impersonations, eq(impersonations.tokenId, authTokens.id))
    .where(
      and(
        eq(authTokens.tokenHash, sha256Hex(raw)),
        inArray(authTokens.kind, wanted),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A registration token belongs to a pending account; every other token to an active one.
  const status = row.token.kind === "register" ? "pending" : "active";
  if (row.user.status !== status) return null;
  if (row.token.kind === "impersonation" && !row.enteredAt && !(await enterImpersonation(db, row.token.id)))
    return null;
  return { token: row.token, user: row.user };
}

/**
 * The first use of an impersonation token: recorded if it comes in time (one UPDATE decides, so
 * two first uses at once both pass), otherwise the token is revoked and never works again.
 */
export async function enterImpersonation(db: Db | Tx, tokenId: number): Promise<boolean> {
  const now = new Date();
  const entered = await db
    .update(impersonations)
    .set({ enteredAt: sql`coalesce(${impersonations.enteredAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(impersonations.tokenId, tokenId),
        or(sql`${impersonations.enteredAt} is not null`, gt(impersonations.enterBy, now)),
      ),
    )
    .returning({ id: impersonations.id });
  if (entered.length > 0) return true;
  await revokeToken(db, tokenId);
  return false;
}

export async function revokeToken(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

/** Ends every session and pending step of a user, as after a password change. */
export async function revokeUserTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/**
 * Ends every other token of a user (sessions, support's entries, sign-ins and resets waiting for
 * a code), keeping `keepId`, and tells which ended so their live sockets can be closed.
 */
export async function revokeOtherTokens(
  db: Db | Tx,
  userId: number,
  keepId: number,
): Promise<{ id: number; kind: TokenKind }[]> {
  const ended = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id, kind: authTokens.kind });
  return ended.map((row) => ({ id: row.id, kind: row.kind as TokenKind }));
}

/** How often a session's last use is written: once a minute is enough to tell "just now" from "an hour ago". */
const LAST_USE_EVERY_MS = 60_000;

/**
 * Records that a session was used now, from this address, at most once a minute per token (a
 * call within the minute writes nothing). A user agent not known yet (support's entry, made
 * outside a browser) is taken from the first use.
 */
export async function touchSession(db: Db, token: TokenRow, client: TokenClient, now = new Date()): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USE_EVERY_MS) return;
  const before = new Date(now.getTime() - LAST_USE_EVERY_MS);
  await db
    .update(authTokens)
    .set({
      lastUsedAt: now,
      ...(client.address ? { clientAddress: client.address } : {}),
      ...(client.userAgent && !token.userAgent ? { userAgent: client.userAgent } : {}),
    })
    .where(and(eq(authTokens.id, token.id), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, before))));
  // A kept session (auth/session-cache.ts) is the same object at the next call: it knows of this use.
  token.lastUsedAt = now;
}
