import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { aclListQuerySchema } from "@/lib/contract/auth";
import { isPlanService, planPurchaseRequestSchema, type Plan } from "@/lib/contract/plans";
import { aclRoles } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { accountPlan } from "../plans/account-plan";
import { buyPlan } from "../plans/purchase";
import { formatDateTime } from "../services/time";

/**
 * GET acl/list?reseller_id= → the roles a new account can register with under that reseller;
 * GET acl/package/general_list → the packages on offer, in Edge's package shape with what a bought
 * term gives (`term_days`, `services`). Both are public: the registration page shows them before
 * anyone signs in. GET acl/package/current → the account's live plan; POST acl/package/buy → a
 * plan bought from the wallet (plans/purchase.ts).
 */
export function aclRoutes(deps: Deps) {
  const { db } = deps;
  const session = requireSession(deps);
  return new Hono<AppEnv>()
    .get("/list", async (c) => {
      const query = readQuery(c, aclListQuerySchema);
      const rows = await db
        .select()
        .from(aclRoles)
        .where(
          and(
            eq(aclRoles.resellerId, query.reseller_id),
            eq(aclRoles.forRegistration, true),
            eq(aclRoles.status, "active"),
          ),
        )
        .orderBy(asc(aclRoles.priority), asc(aclRoles.id));
      return ok(
        c,
        rows.map((r) => ({ id: r.id, title: r.name, price: Number(r.price) })),
      );
    })
    .get("/package/general_list", async (c) => {
      const rows = await db
        .select()
        .from(aclRoles)
        .where(eq(aclRoles.status, "active"))
        .orderBy(asc(aclRoles.priority), asc(aclRoles.id));
      const packages: Plan[] = rows.map((r) => ({
        acl_role_id: r.id,
        acl_role_name: r.name,
        price: Number(r.price),
        special_disc: r.specialDisc,
        min_sms_charge: Number(r.minSmsCharge),
        type: r.type,
        acl_type: r.aclType,
        status: r.status,
        acl_role_type_registration: r.registrationType,
        expire_time: r.expireTime ? formatDateTime(r.expireTime) : null,
        updated_at: formatDateTime(r.updatedAt),
        term_days: r.termDays,
        services: r.services.filter(isPlanService),
      }));
      return ok(c, packages);
    })
    .get("/package/current", session, async (c) => ok(c, await accountPlan(db, c.get("user"))))
    .post("/package/buy", session, async (c) => {
      const body = await readBody(c, planPurchaseRequestSchema);
      const { purchase } = await buyPlan(db, {
        userId: c.get("user").id,
        aclRoleId: body.acl_role_id,
        idempotencyKey: body.idempotency_key,
      });
      if (purchase.paid > 0) await deps.live.creditChanged(c.get("user").id);
      return ok(c, purchase);
    });
}
