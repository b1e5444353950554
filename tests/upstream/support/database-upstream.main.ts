// Run by tsx in a child process (jest cannot load the database drivers in its own): the reference
// upstream's app on its database, without the seed, plus `POST /__test/sql {sql}` for the tests
// that read or plant rows directly, guarded by the development secret. With TEST_SENDING=1 it
// sends too: seeded (lines, tariffs), with the send runner, its settled sends bookmarked every
// TEST_BOOKMARK_EVERY places of a status listing when that is set; `POST /__test/recipient-bookmarks
// {send_id, every}` writes a send's bookmarks again at another interval.
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Server } from "node:http";
import { createApp } from "../../../upstream/app";
import { keepConnectionsAlive } from "../../../upstream/http/keep-alive";
import { openDatabase } from "../../../upstream/db/client";
import { applyMigrations } from "../../../upstream/db/migrate";
import { parseEnv } from "../../../upstream/env";
import { ensureDevSecret } from "../../../upstream/http/dev-guard";
import { writeRecipientBookmarks } from "../../../upstream/reports/recipient-bookmarks";
import { seedDatabase } from "../../../upstream/seed";
import { startSendRunner, type SendRunner } from "../../../upstream/sending/runner";
import { SocketHub } from "../../../upstream/socket/hub";
import { liveEvents } from "../../../upstream/socket/live-events";

const quiet = {
  creditChanged: async () => undefined,
  sendProgress: async () => undefined,
  inboxReceived: async () => undefined,
  creditLow: async () => undefined,
  paymentReviewed: async () => undefined,
  patternReviewed: async () => undefined,
  ticketAnswered: async () => undefined,
  sessionsEnded: () => undefined,
  connections: () => 0,
  drop: () => 0,
};

async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await applyMigrations(database);
  const devSecret = ensureDevSecret(env.DATA_DIR);
  const sending = process.env.TEST_SENDING === "1";
  let runner: SendRunner | undefined;
  // Sending, its events go out as every upstream's do: on a shared PostgreSQL, its runner may advance another's send.
  const live = sending ? await liveEvents(database, new SocketHub()) : quiet;
  if (sending) {
    await seedDatabase(database.db);
    const bookmarkEvery = process.env.TEST_BOOKMARK_EVERY ? Number(process.env.TEST_BOOKMARK_EVERY) : undefined;
    runner = startSendRunner({ db: database.db, live }, { bookmarkEvery });
  }
  const outer = new Hono();
  outer.post("/__test/sql", async (c) => {
    if (c.req.header("x-dev-secret") !== devSecret) return c.json({ error: "secret" }, 403);
    const { sql: text } = await c.req.json<{ sql: string }>();
    const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
    return c.json({ rows: result.rows });
  });
  outer.post("/__test/recipient-bookmarks", async (c) => {
    if (c.req.header("x-dev-secret") !== devSecret) return c.json({ error: "secret" }, 403);
    const { send_id: sendId, every } = await c.req.json<{ send_id: number; every: number }>();
    await database.db.transaction((tx) => writeRecipientBookmarks(tx, sendId, every));
    return c.json({ ok: true });
  });
  outer.route("/", createApp({ db: database.db, env, live, devSecret }));
  const server = serve({ fetch: outer.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
    console.log(`database upstream ready on http://127.0.0.1:${info.port}`);
  });
  keepConnectionsAlive(server as Server);
  const stop = async () => {
    await runner?.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => server.close(() => void stop()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
