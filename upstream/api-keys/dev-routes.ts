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

const callFillSchema = z.object({
  key_id: z.number().check(z.int(), z.positive()),
  count: z.number().check(z.int(), z.minimum(1), z.maximum(2_000_000)),
  /** Spread evenly over this many days back from now. */
  days: z.number().check(z.int(), z.minimum(1), z.maximum(30)),
});

/**
 * Development only: a key's own rate limit, so tests reach the limit in a few calls; a logged
 * call made older and the 30-day pruning run now, so a test sees what the hourly job deletes; a
 * key's log filled with made-up calls in one statement, so a benchmark reads a million rows.
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
    .post("/api-calls/prune", async (c) => ok(c, { deleted: await pruneApiCalls(db) }))
    .post("/api-calls/fill", async (c) => {
      const body = await readBody(c, callFillSchema);
      const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, body.key_id));
      if (!key) throw notFound();
      const secondsApart = (body.days * 86_400) / body.count;
      await db.execute(sql`
        insert into ${apiCalls} (user_id, key_id, method, path, status, duration_ms, client_address, request_headers, created_at)
        select k.user_id, k.id,
          case when g % 3 = 0 then 'GET' else 'POST' end,
          (array['/v1/api/payment/credit/mine', '/v1/api/send', '/v1/api/send/calculate-price', '/v1/api/report/messages'])[1 + g % 4],
          (array[200, 200, 200, 200, 200, 200, 401, 422, 429, 500])[1 + g % 10],
          5 + g % 200,
          '203.0.113.' || (g % 250),
          '{}'::jsonb,
          date_trunc('milliseconds', now() - make_interval(secs => g * ${secondsApart}::double precision))
        from generate_series(1, ${body.count}) g, ${apiKeys} k
        where k.id = ${body.key_id}`);
      await db.execute(sql`analyze ${apiCalls}`);
      return ok(c, { key_id: body.key_id, count: body.count });
    });
}
