import { and, desc, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { aclRoles, users } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

type Role = Pick<typeof aclRoles.$inferSelect, "id" | "services" | "termDays">;
type PlanGrant = Pick<typeof users.$inferInsert, "planRoleId" | "planServices" | "planExpiresAt" | "planRemindedFor">;

/** An account's plan columns for `role`, its term counted from `from`. */
export function planGrant(role: Role, from: Date): PlanGrant {
  return {
    planRoleId: role.id,
    planServices: role.services,
    planExpiresAt: new Date(from.getTime() + role.termDays * DAY_MS),
    planRemindedFor: null,
  };
}

/** The fullest plan on sale to users (the dearest), granted from now; nothing when none is on sale. */
export async function fullestPlan(db: Db | Tx, now: Date = new Date()): Promise<PlanGrant | Record<string, never>> {
  const [role] = await db
    .select({ id: aclRoles.id, services: aclRoles.services, termDays: aclRoles.termDays })
    .from(aclRoles)
    .where(and(eq(aclRoles.status, "active"), eq(aclRoles.aclType, "user"), gt(aclRoles.price, "0")))
    .orderBy(desc(aclRoles.price))
    .limit(1);
  return role ? planGrant(role, now) : {};
}
