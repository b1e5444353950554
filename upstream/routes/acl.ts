import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { aclListQuerySchema, type Package } from "@/lib/contract/auth";
import { aclRoles } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { readQuery } from "../http/validate";
import { formatDateTime } from "../services/time";

/**
 * GET acl/list?reseller_id= → the roles a new account can register with under that reseller;
 * GET acl/package/general_list → the packages on offer, in Edge's package shape. Both are public:
 * the registration page shows them before anyone signs in.
 */
export function aclRoutes({ db }: Deps) {
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
      const packages: Package[] = rows.map((r) => ({
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
      }));
      return ok(c, packages);
    });
}
