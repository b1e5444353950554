import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod/mini";
import { apiCalls, apiKeys } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { pruneApiCalls } from "./call-queries";

const keyRateSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** Calls a second; null goes back to UPSTREAM_API_KEY_RATE. */
  rate_limit: z.nullable(z.number().check(z.int(), z.minimum(1))),
});

const callAgeSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  days: z.number().check(z.int(), z.minimum(0), z.maximum(365)),
});

/**
 * Development only: a key's own rate limit, so tests reach the limit in a few calls; a logged
 * call made older and the 30-day pruning run now, so a test sees what the hourly job deletes.
 */
export function devApiKeyRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .post("/api-keys/rate-limit", async (c) => {
      const body = await readBody(c, keyRateSchema);
      const [row] = await db
        .update(apiKeys)
        .set({ rateLimit: body.rate_limit })
        .where(eq(apiKeys.id, body.id))
        .returning({ id: apiKeys.id });
      if (!row) throw notFound();
      return ok(c, { id: row.id, rate_limit: body.rate_limit });
    })
    .post("/api-calls/age", async (c) => {
      const body = await readBody(c, callAgeSchema);
      const [row] = await db
        .update(apiCalls)
        .set({ createdAt: sql`now() - make_interval(days => ${body.days})` })
        .where(eq(apiCalls.id, body.id))
        .returning({ id: apiCalls.id });
      if (!row) throw notFound();
      return ok(c, { id: row.id });
    })
    .post("/api-calls/prune", async (c) => ok(c, { deleted: await pruneApiCalls(db) }));
}
