import { inArray } from "drizzle-orm";
import { Hono } from "hono";
import { OTP_LENGTH } from "@/lib/validation/otp";
import { revokeToken } from "../../auth/tokens";
import { accountPlan } from "../../plans/account-plan";
import { appSettings } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/deps";
import { ok } from "../../http/respond";
import { requireSession } from "../../http/require-session";

/** check_token, logout and the public login_setting. */
export function sessionRoutes(deps: Deps) {
  const { db, env } = deps;
  const session = requireSession(deps);
  return (
    new Hono<AppEnv>()
      // The person signed in; a colleague also learns the account they work in and what they may do.
      .post("/check_token", session, async (c) => {
        const account = c.get("user");
        const member = c.get("member");
        const access = c.get("access");
        return ok(c, {
          user_name: member.username,
          user_id: member.id,
          name: member.name,
          document_block: account.documentBlock,
          is_reseller: account.isReseller,
          send_block: account.sendBlock,
          plan: await accountPlan(db, account),
          ...(access === "all"
            ? {}
            : {
                member_of: {
                  account_name: account.businessName ?? account.name,
                  account_user_name: account.username,
                  permissions: [...access],
                },
              }),
        });
      })
      .post("/logout", session, async (c) => {
        await revokeToken(db, c.get("tokenId"));
        deps.live.sessionsEnded(c.get("user").id, c.get("tokenId"));
        return ok(c, null);
      })
      .get("/login_setting", async (c) => {
        const rows = await db
          .select()
          .from(appSettings)
          .where(inArray(appSettings.key, ["register_enabled", "forgot_password_enabled"]));
        const setting = (key: string) => rows.find((r) => r.key === key)?.value !== "false";
        return ok(c, {
          register_enabled: setting("register_enabled"),
          forgot_password_enabled: setting("forgot_password_enabled"),
          otp_length: OTP_LENGTH,
          otp_resend_seconds: env.OTP_RESEND_SECONDS,
        });
      })
  );
}
