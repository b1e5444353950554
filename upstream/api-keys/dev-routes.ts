import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod/mini";
import { apiKeys } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";

const keyRateSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** Calls a second; null goes back to UPSTREAM_API_KEY_RATE. */
  rate_limit: z.nullable(z.number().check(z.int(), z.minimum(1))),
});

/** Development only: a key's own rate limit, so tests reach the limit in a few calls. */
export function devApiKeyRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/api-keys/rate-limit", async (c) => {
    const body = await readBody(c, keyRateSchema);
    const [row] = await db
      .update(apiKeys)
      .set({ rateLimit: body.rate_limit })
      .where(eq(apiKeys.id, body.id))
      .returning({ id: apiKeys.id });
    if (!row) throw notFound();
    return ok(c, { id: row.id, rate_limit: body.rate_limit });
  });
}
