import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { authTokens, users } from "../db/schema";
import { newToken, sha256Hex } from "./secrets";

/**
 * session: the final token (10 hours). login: waits for the second step (sms or ga).
 * register: waits for the code sent to a new account's mobile. forgot: a password reset.
 */
export type TokenKind = "session" | "login" | "register" | "forgot";

export type SessionUser = typeof users.$inferSelect;
export type TokenRow = typeof authTokens.$inferSelect;

export interface IssuedToken {
  id: number;
  raw: string;
}

export async function issueToken(
  db: Db | Tx,
  input: { userId: number; kind: TokenKind; ttlSeconds: number; method?: "sms" | "ga"; smsSent?: boolean },
): Promise<IssuedToken> {
  const raw = newToken();
  const now = new Date();
  const [row] = await db
    .insert(authTokens)
    .values({
      tokenHash: sha256Hex(raw),
      userId: input.userId,
      kind: input.kind,
      method: input.method ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
      lastSmsAt: input.smsSent ? now : null,
    })
    .returning({ id: authTokens.id });
  return { id: row!.id, raw };
}

/** The user a token of this kind belongs to, if the token is known, unexpired and not revoked. */
export async function findLiveToken(
  db: Db | Tx,
  raw: string,
  kinds: TokenKind[],
): Promise<{ token: TokenRow; user: SessionUser } | null> {
  if (!raw || raw.length > 255) return null;
  const [row] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256Hex(raw)),
        inArray(authTokens.kind, kinds),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  // A registration token belongs to a pending account; every other token to an active one.
  const wanted = row.token.kind === "register" ? "pending" : "active";
  return row.user.status === wanted ? row : null;
}

export async function revokeToken(db: Db | Tx, id: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

/** Ends every session and pending step of a user, as after a password change. */
export async function revokeUserTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
