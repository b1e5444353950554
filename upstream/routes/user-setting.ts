import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PAYMENT_METHOD_TITLES, PAYMENT_METHODS, userSettingSchema } from "@/lib/contract/payment";
import { users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";
import { FINANCE_CONTACT } from "../payments/provider";

/** user/setting: the account's settings (the low-balance alert), the payment methods it may use and whom to contact about payments. */
export function userSettingRoutes(deps: Deps) {
  const { db } = deps;
  const thresholdOf = async (userId: number) => {
    const [row] = await db.select({ threshold: users.lowCreditThreshold }).from(users).where(eq(users.id, userId));
    return { low_credit_threshold: row?.threshold == null ? null : Number(row.threshold) };
  };
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => ok(c, await thresholdOf(c.get("user").id)))
    .post("/", async (c) => {
      const body = await readBody(c, userSettingSchema);
      const userId = c.get("user").id;
      // A new threshold starts a new watch: the next crossing below it alerts again.
      await db
        .update(users)
        .set({
          lowCreditThreshold: body.low_credit_threshold === null ? null : String(body.low_credit_threshold),
          lowCreditAlerted: false,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return ok(c, await thresholdOf(userId));
    })
    .get("/payment_method_list", (c) =>
      ok(
        c,
        PAYMENT_METHODS.map((method) => ({ method, title: PAYMENT_METHOD_TITLES[method] })),
      ),
    )
    .get("/parent_account_contact", (c) => ok(c, FINANCE_CONTACT));
}
