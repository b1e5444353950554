import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";

/** Development routes of the wallet: the finance team's review of offline payments. */
export function devPaymentRoutes(deps: Deps) {
  void deps;
  return new Hono<AppEnv>();
}
