import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import {
  isPlanService,
  PLAN_REQUIRED_MESSAGE_CODE,
  PLAN_SERVICE_INFO,
  type AccountPlan,
  type PlanService,
} from "@/lib/contract/plans";
import type { Db } from "../db/client";
import { aclRoles, users } from "../db/schema";
import type { AppEnv } from "../http/deps";
import { ApiFailure } from "../http/failure";
import { formatDateTime } from "../services/time";

type PlanColumns = Pick<typeof users.$inferSelect, "planRoleId" | "planServices" | "planExpiresAt">;

/** The services an account's plan gives now: none once it has expired (the runner clears it soon after). */
export function liveServices(account: PlanColumns, now: Date = new Date()): PlanService[] {
  if (account.planRoleId === null || !account.planExpiresAt || account.planExpiresAt <= now) return [];
  return account.planServices.filter(isPlanService);
}

/** Whether the account's live plan unlocks `service`. */
const hasService = (account: PlanColumns, service: PlanService, now?: Date) =>
  liveServices(account, now).includes(service);

/**
 * Of `userIds`, those whose live plan gives `service`, as a subquery: what runs for an account on
 * its own (a secretary answering an SMS) stops with its plan as its routes do.
 */
export function usersWithService(db: Db, userIds: number[], service: PlanService, now: Date): SQL {
  return sql`(${db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        sql`${users.planServices} @> ${JSON.stringify([service])}::jsonb`,
        gt(users.planExpiresAt, now),
      ),
    )})`;
}

/** The account's live plan as check_token and `acl/package/current` tell it; null when none. */
export async function accountPlan(db: Db, account: PlanColumns, now: Date = new Date()): Promise<AccountPlan | null> {
  if (account.planRoleId === null || !account.planExpiresAt || account.planExpiresAt <= now) return null;
  const [role] = await db.select({ name: aclRoles.name }).from(aclRoles).where(eq(aclRoles.id, account.planRoleId));
  return {
    acl_role_id: account.planRoleId,
    acl_role_name: role?.name ?? "",
    expires_at: formatDateTime(account.planExpiresAt),
    services: liveServices(account, now),
  };
}

/** The cheapest package on sale to users that unlocks `service`; null when none does. */
async function planThatUnlocks(db: Db, service: PlanService): Promise<{ id: number; name: string } | null> {
  const rows = await db
    .select({ id: aclRoles.id, name: aclRoles.name, services: aclRoles.services })
    .from(aclRoles)
    .where(and(eq(aclRoles.status, "active"), eq(aclRoles.aclType, "user")))
    .orderBy(asc(aclRoles.price), asc(aclRoles.priority));
  const found = rows.find((row) => row.services.includes(service));
  return found ? { id: found.id, name: found.name } : null;
}

/** «… در پنل شما فعال نیست؛ با خرید «پنل حرفه‌ای» از صفحهٔ پنل‌ها فعال می‌شود.» */
function planRequiredMessage(service: PlanService, plan: { name: string } | null): string {
  const title = PLAN_SERVICE_INFO[service].title;
  return plan
    ? `«${title}» در پنل شما فعال نیست؛ با خرید «${plan.name}» از صفحهٔ پنل‌ها فعال می‌شود.`
    : `«${title}» در پنل شما فعال نیست.`;
}

/** 403-9, naming the plan that unlocks the service, for an account whose plan does not. */
export async function requireService(c: Context<AppEnv>, db: Db, service: PlanService): Promise<void> {
  if (hasService(c.get("user"), service)) return;
  throw new ApiFailure(
    403,
    planRequiredMessage(service, await planThatUnlocks(db, service)),
    PLAN_REQUIRED_MESSAGE_CODE,
  );
}
