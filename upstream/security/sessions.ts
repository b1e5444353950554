import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ActiveSession } from "@/lib/contract/security";
import type { Db } from "../db/client";
import { authTokens, impersonations } from "../db/schema";
import { formatDateTime } from "../services/time";

const SESSION_KINDS = ["session", "impersonation"];

/** A token a change ended: its live sockets close; it counts as a session when it was one. */
export interface EndedToken {
  id: number;
  kind: string;
}

/** How many of the ended tokens were sessions (the user's or support's), not sign-ins or resets waiting for a code. */
export const sessionsAmong = (ended: EndedToken[]) => ended.filter((t) => SESSION_KINDS.includes(t.kind)).length;

/** A live session token of the user: not revoked, not expired, and (support's entry) entered. */
const liveSessionOf = (userId: number) =>
  and(
    eq(authTokens.userId, userId),
    inArray(authTokens.kind, SESSION_KINDS),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, new Date()),
    or(eq(authTokens.kind, "session"), isNotNull(impersonations.enteredAt)),
  );

/** The user's live sessions, the most recently used first; `currentId` is the one asking. */
export async function activeSessions(db: Db, userId: number, currentId: number): Promise<ActiveSession[]> {
  const rows = await db
    .select({ token: authTokens })
    .from(authTokens)
    .leftJoin(impersonations, eq(impersonations.tokenId, authTokens.id))
    .where(liveSessionOf(userId))
    .orderBy(desc(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`), desc(authTokens.id));
  return rows.map(({ token }) => ({
    id: token.id,
    current: token.id === currentId,
    support: token.kind === "impersonation",
    client_address: token.clientAddress,
    user_agent: token.userAgent,
    created_at: formatDateTime(token.createdAt),
    last_used_at: token.lastUsedAt ? formatDateTime(token.lastUsedAt) : null,
    expires_at: formatDateTime(token.expiresAt),
  }));
}

/** Ends one of the user's live sessions; false when the id is not one (another account's, or gone). */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.id, sessionId),
        eq(authTokens.userId, userId),
        inArray(authTokens.kind, SESSION_KINDS),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: authTokens.id });
  return ended.length > 0;
}
