// Run by tsx in a child process (jest cannot load the database drivers in its own): the reference
// upstream's app on its database, without the seed, plus `POST /__test/sql {sql}` for the tests
// that read or plant rows directly, guarded by the development secret.
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createApp } from "../../../upstream/app";
import { openDatabase } from "../../../upstream/db/client";
import { applyMigrations } from "../../../upstream/db/migrate";
import { parseEnv } from "../../../upstream/env";
import { ensureDevSecret } from "../../../upstream/http/dev-guard";

const live = {
  creditChanged: async () => undefined,
  sendProgress: async () => undefined,
  inboxReceived: async () => undefined,
  sessionsEnded: () => undefined,
  connections: () => 0,
  drop: () => 0,
};

async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await applyMigrations(database);
  const devSecret = ensureDevSecret(env.DATA_DIR);
  const outer = new Hono();
  outer.post("/__test/sql", async (c) => {
    if (c.req.header("x-dev-secret") !== devSecret) return c.json({ error: "secret" }, 403);
    const { sql: text } = await c.req.json<{ sql: string }>();
    const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
    return c.json({ rows: result.rows });
  });
  outer.route("/", createApp({ db: database.db, env, live, devSecret }));
  const server = serve({ fetch: outer.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
    console.log(`database upstream ready on http://127.0.0.1:${info.port}`);
  });
  process.on("SIGINT", () => server.close(() => void database.close().then(() => process.exit(0))));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
