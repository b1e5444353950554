import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { businessSetupRequestSchema } from "@/lib/contract/business";
import { activityDomains, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { validationFailed } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";

/** GET user/business/need_check and POST user/business/setup: the business name patterns must carry. */
export function businessRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/need_check", async (c) => {
      const [row] = await db
        .select({ businessName: users.businessName })
        .from(users)
        .where(eq(users.id, c.get("user").id));
      const name = row?.businessName ?? null;
      return ok(c, { need_setup: !name, business_name: name });
    })
    .post("/setup", async (c) => {
      const body = await readBody(c, businessSetupRequestSchema);
      const [domain] = await db
        .select({ id: activityDomains.id })
        .from(activityDomains)
        .where(eq(activityDomains.id, body.activity_domain_id));
      if (!domain) throw validationFailed({ activity_domain_id: [MESSAGES.activityDomainUnknown] });
      await db
        .update(users)
        .set({ businessName: body.business_name, activityDomainId: domain.id, updatedAt: new Date() })
        .where(eq(users.id, c.get("user").id));
      return ok(c, null);
    });
}
