import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PAYMENT_METHOD_TITLES, PAYMENT_METHODS } from "@/lib/contract/payment";
import { mergePreferences, preferencesOf } from "@/lib/contract/panel-preferences";
import { userSettingSchema, type UserSetting } from "@/lib/contract/user-setting";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
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

/** 403-8, as a route closed to the member: the account's settings are the owner's. */
const accountSettingsRestricted = () => new ApiFailure(403, MESSAGES.accessRestricted, MESSAGE_CODES.accessRestricted);

/**
 * user/setting: the account's settings (the low-balance alert and how each notification arrives),
 * the panel's preferences of the member (theme, table density, page size, tablet layout, toasts),
 * the payment methods it may use and whom to contact about payments. Every member reads them and
 * saves their own preferences; only the owner changes the account's threshold and channels (a
 * colleague's body naming either is refused whole, nothing saved).
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
      // The threshold and the channels are the account's: the owner's alone. Preferences are each member's own.
      const accountChange = body.low_credit_threshold !== undefined || body.notifications !== undefined;
      if (accountChange && c.get("access") !== "all") throw accountSettingsRestricted();
      await db.transaction(async (tx) => {
        if (accountChange) {
          const [row] = await tx
            .select({ channels: users.notificationChannels })
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
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId));
        }
        if (body.preferences !== undefined) {
          // The member's own row: the owner's is the account's, a colleague's their own.
          const [member] = await tx
            .select({ preferences: users.panelPreferences })
            .from(users)
            .where(eq(users.id, memberId))
            .for("update");
          await tx
            .update(users)
            .set({
              panelPreferences: mergePreferences(preferencesOf(member?.preferences), body.preferences),
              updatedAt: new Date(),
            })
            .where(eq(users.id, memberId));
        }
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
