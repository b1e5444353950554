import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { partners, users } from "../db/schema";

/** What a colleague's sign-in needs to know of their membership and their owner's account. */
export interface ColleagueSignIn {
  state: string;
  /** The owner's account is still active. */
  ownerActive: boolean;
  /** The owner's two-step (off, sms or ga): on, it is asked of every member (spec §6). */
  ownerTwoStep: string;
}

/** The membership of a user who signs in; null for an owner (anyone who is nobody's colleague). */
export async function colleagueSignIn(db: Db | Tx, userId: number): Promise<ColleagueSignIn | null> {
  const [row] = await db
    .select({ state: partners.state, ownerStatus: users.status, ownerTwoStep: users.twoStep })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.ownerId))
    .where(eq(partners.userId, userId))
    .limit(1);
  if (!row) return null;
  return { state: row.state, ownerActive: row.ownerStatus === "active", ownerTwoStep: row.ownerTwoStep };
}

/** Whether a colleague may not sign in at all: deactivated, or their owner's account is not active. */
export const signInRefused = (colleague: ColleagueSignIn | null) =>
  colleague !== null && (!["active", "pending"].includes(colleague.state) || !colleague.ownerActive);

/**
 * A sign-in ended with a session: a colleague still pending becomes active, and their first
 * sign-in is recorded. Nothing for anyone else. Their password was right, so it was set: through
 * the invitation, or by a reset confirmed on their own mobile.
 */
export async function markSignedIn(tx: Db | Tx, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(partners)
    .set({ state: "active", firstSignInAt: now, updatedAt: now })
    .where(and(eq(partners.userId, userId), eq(partners.state, "pending")));
}
