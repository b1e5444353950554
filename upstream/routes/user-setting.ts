import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PAYMENT_METHOD_TITLES, PAYMENT_METHODS } from "@/lib/contract/payment";
import { mergePreferences, preferencesOf } from "@/lib/contract/panel-preferences";
import { userSettingSchema, type UserSetting } from "@/lib/contract/user-setting";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";
import { FINANCE_CONTACT } from "../payments/provider";
import { channelsOf } from "../services/notifications";

/** The account's settings, and the panel's preferences of the member signed in (a colleague has their own). */
async function settingOf(db: Db, userId: number, memberId: number): Promise<UserSetting> {
  const [row] = await db
    .select({ threshold: users.lowCreditThreshold, channels: users.notificationChannels })
    .from(users)
    .where(eq(users.id, userId));
  const [member] = await db.select({ preferences: users.panelPreferences }).from(users).where(eq(users.id, memberId));
  return {
    low_credit_threshold: row?.threshold == null ? null : Number(row.threshold),
    notifications: channelsOf(row?.channels ?? {}),
    preferences: preferencesOf(member?.preferences),
  };
}

/**
 * user/setting: the account's settings (the low-balance alert and how each notification arrives),
 * the panel's preferences of the member (theme, table density, page size, tablet layout, toasts),
 * the payment methods it may use and whom to contact about payments.
 */
export function userSettingRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => ok(c, await settingOf(db, c.get("user").id, c.get("member").id)))
    .post("/", async (c) => {
      const body = await readBody(c, userSettingSchema);
      const userId = c.get("user").id;
      const memberId = c.get("member").id;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ channels: users.notificationChannels, preferences: users.panelPreferences })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        await tx
          .update(users)
          .set({
            // A new threshold starts a new watch: the next crossing below it alerts again.
            ...(body.low_credit_threshold === undefined
              ? {}
              : {
                  lowCreditThreshold: body.low_credit_threshold === null ? null : String(body.low_credit_threshold),
                  lowCreditAlerted: false,
                }),
            ...(body.notifications === undefined
              ? {}
              : { notificationChannels: { ...channelsOf(row?.channels ?? {}), ...body.notifications } }),
            // Only the owner may save here (route-permissions.ts): the member is the account's own row.
            ...(body.preferences === undefined
              ? {}
              : { panelPreferences: mergePreferences(preferencesOf(row?.preferences), body.preferences) }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
      });
      return ok(c, await settingOf(db, userId, memberId));
    })
    .get("/payment_method_list", (c) =>
      ok(
        c,
        PAYMENT_METHODS.map((method) => ({ method, title: PAYMENT_METHOD_TITLES[method] })),
      ),
    )
    .get("/parent_account_contact", (c) => ok(c, FINANCE_CONTACT));
}
