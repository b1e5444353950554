import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { consistencyFindings } from "./consistency";

/**
 * `GET /__dev/consistency`: what should hold after any failure and does not (consistency.ts),
 * `{findings: []}` when everything holds. The fault benchmarks call it after each fault.
 */
export function devConsistencyRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/consistency", async (c) => ok(c, { findings: await consistencyFindings(db) }));
}
