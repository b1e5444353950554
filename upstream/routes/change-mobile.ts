import { Hono, type Context } from "hono";
import { newMobileRequestSchema, phoneChangeCodeSchema } from "@/lib/contract/phone-change";
import { otpSettings } from "../auth/otp";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";
import { phoneChangeStatus } from "../phone-change/requests";
import {
  confirmCurrentCode,
  confirmNewCode,
  nameNewMobile,
  requestCurrentCode,
  type StepContext,
} from "../phone-change/steps";

/**
 * user/change_mobile/*: the four steps of spec §4, in order (request_change_otp, check_otp,
 * confirm_new_mobile, confirm_change_otp), and `status`, where the request stands.
 */
export function changeMobileRoutes(deps: Deps) {
  const { db, env } = deps;
  const context = (c: Context<AppEnv>): StepContext => ({
    db,
    userId: c.get("user").id,
    tokenId: c.get("tokenId"),
    settings: otpSettings(env),
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/status", async (c) => ok(c, await phoneChangeStatus(db, c.get("user").id)))
    .post("/request_change_otp", async (c) => ok(c, await requestCurrentCode(context(c))))
    .post("/check_otp", async (c) => {
      const { otp } = await readBody(c, phoneChangeCodeSchema);
      await confirmCurrentCode(context(c), otp);
      return ok(c, await phoneChangeStatus(db, c.get("user").id));
    })
    .post("/confirm_new_mobile", async (c) => {
      const { mobile } = await readBody(c, newMobileRequestSchema);
      return ok(c, await nameNewMobile(context(c), mobile));
    })
    .post("/confirm_change_otp", async (c) => {
      const { otp } = await readBody(c, phoneChangeCodeSchema);
      await confirmNewCode(context(c), otp);
      return ok(c, await phoneChangeStatus(db, c.get("user").id));
    });
}
