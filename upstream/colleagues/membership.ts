import { eq } from "drizzle-orm";
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
  if (!row) return { account: user, member: user, access: "all" };
  if (row.partner.state !== "active" || row.owner.status !== "active") return null;
  return { account: row.owner, member: user, access: grantedPermissions(row.permissions) };
}

/** A role's stored list, keeping only permissions the catalog still knows. */
export function grantedPermissions(stored: readonly string[]): Permission[] {
  return [...new Set(stored.filter(isPermission))];
}
