import { and, eq, isNull, lt, or } from "drizzle-orm";
import { type Access, isPermission, type Permission } from "@/lib/contract/permissions";
import type { Db, Tx } from "../db/client";
import { partnerRoles, partners, users } from "../db/schema";
import type { SessionUser } from "../auth/tokens";

/** Who is calling and on which account: the owner on their own, or a colleague on their owner's. */
export interface Membership {
  /** The account worked in: its sends, contacts, credit. */
  account: SessionUser;
  /** The person signed in (the owner, or the colleague). */
  member: SessionUser;
  access: Access;
  /** A colleague's membership: when their last call was recorded. Null for the owner. */
  colleague: { lastActivityAt: Date | null } | null;
}

/**
 * The membership of a signed-in user, read afresh on every call so that a role edited or a
 * colleague deactivated or deleted takes effect at their next call. Null when the user may no
 * longer work: a colleague who is not active, or whose owner's account is not.
 */
export async function membershipOf(db: Db | Tx, user: SessionUser): Promise<Membership | null> {
  const [row] = await db
    .select({ partner: partners, owner: users, permissions: partnerRoles.permissions })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.ownerId))
    .innerJoin(partnerRoles, eq(partnerRoles.id, partners.roleId))
    .where(eq(partners.userId, user.id))
    .limit(1);
  return membershipFrom(user, row ?? null);
}

/**
 * The membership a user's colleague row (with its owner and role's permissions) makes: none means
 * the owner working on their own account.
 */
export function membershipFrom(
  user: SessionUser,
  colleague: { partner: typeof partners.$inferSelect; owner: SessionUser; permissions: readonly string[] } | null,
): Membership | null {
  if (!colleague) return { account: user, member: user, access: "all", colleague: null };
  if (colleague.partner.state !== "active" || colleague.owner.status !== "active") return null;
  return {
    account: colleague.owner,
    member: user,
    access: grantedPermissions(colleague.permissions),
    colleague: { lastActivityAt: colleague.partner.lastActivityAt },
  };
}

/** A role's stored list, keeping only permissions the catalog still knows. */
export function grantedPermissions(stored: readonly string[]): Permission[] {
  return [...new Set(stored.filter(isPermission))];
}

/** How often a colleague's last activity is written: as a session's last use, once a minute. */
const ACTIVITY_EVERY_MS = 60_000;

/**
 * Records a colleague's call as their last activity (the owner's list shows it), at most once a
 * minute: a call within the minute writes nothing. Nothing for the owner.
 */
export async function touchColleague(db: Db, membership: Membership, now = new Date()): Promise<void> {
  const last = membership.colleague?.lastActivityAt;
  if (!membership.colleague || (last && now.getTime() - last.getTime() < ACTIVITY_EVERY_MS)) return;
  const before = new Date(now.getTime() - ACTIVITY_EVERY_MS);
  await db
    .update(partners)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(partners.userId, membership.member.id),
        or(isNull(partners.lastActivityAt), lt(partners.lastActivityAt, before)),
      ),
    );
  // A kept session (auth/session-cache.ts) is the same object at the next call: it knows of this activity.
  membership.colleague.lastActivityAt = now;
}
