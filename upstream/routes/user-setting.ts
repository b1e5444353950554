import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";

/** user/setting: the account's settings (the low-balance alert), the payment methods it may use and whom to contact about payments. */
export function userSettingRoutes(deps: Deps) {
  void deps;
  return new Hono<AppEnv>();
}
