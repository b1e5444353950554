import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "./app";
import { backupOnSignal } from "./db/backup";
import { lockDataDir } from "./db/backup-lock";
import { openDatabase } from "./db/client";
import { keepSessions } from "./auth/session-cache";
import { startAutovacuum } from "./db/autovacuum";
import { applyMigrations } from "./db/migrate";
import { parseEnv } from "./env";
import { setPasswordHashCost } from "./auth/password-hash";
import { ensureDevSecret } from "./http/dev-guard";
import { printDeliveredSms } from "./sms/operator";
import { seedDatabase } from "./seed";
import { startSendRunner } from "./sending/runner";
import { SocketHub } from "./socket/hub";
import { liveEvents } from "./socket/live-events";
import { attachSocketServer } from "./socket/socket-server";
import { startGiftExpiryRunner } from "./wallet/gift-runner";
import { startFileWriter } from "./files/background-export";
import { startPlanExpiryRunner } from "./plans/expiry-runner";
import { keepConnectionsAlive } from "./http/keep-alive";
import { drainApiCallLogs } from "./api-keys/call-log";
import { startApiCallPruner } from "./api-keys/call-pruner";
import { withWebhooks } from "./webhooks/fan-out";
import { systemResolver } from "./webhooks/url-guard";
import { startWebhookWorker } from "./webhooks/worker";

/**
 * The reference upstream: parse the environment, open the database (PGlite in DATA_DIR or
 * PostgreSQL at DATABASE_URL), migrate, seed on first start, then serve until SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  // PGlite is this process's alone: refuse a data directory another process has open, and take
  // consistent backups here, on SIGUSR2 from `npm run backup` (upstream/db/backup.ts says why).
  if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR, "upstream");
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (database.driver === "pglite") backupOnSignal(database, env.DATA_DIR);
  await applyMigrations(database);
  await seedDatabase(database.db);
  await keepSessions(database);

  const hub = new SocketHub();
  const webhooks = startWebhookWorker(
    {
      db: database.db,
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
      scale: env.WEBHOOK_BACKOFF_SCALE,
      resolve: systemResolver,
    },
    env.WEBHOOK_BACKOFF_SCALE < 1 ? 100 : 1000,
  );
  const live = withWebhooks(await liveEvents(database, hub), database.db, webhooks.kick);
  const devSecret = env.devRoutes ? ensureDevSecret(env.DATA_DIR) : undefined;
  if (env.UPSTREAM_PRINT_SMS) printDeliveredSms();
  const app = createApp({ db: database.db, env, live, devSecret });
  const runner = startSendRunner({ db: database.db, live });
  const giftRunner = startGiftExpiryRunner({ db: database.db, live });
  const fileWriter = startFileWriter(database.db);
  const planRunner = startPlanExpiryRunner({ db: database.db });
  const callPruner = startApiCallPruner(database.db);
  const autovacuum = startAutovacuum(database);
  const server = serve({ fetch: app.fetch, hostname: env.UPSTREAM_HOST, port: env.UPSTREAM_PORT }, (info) => {
    console.log(`upstream ready on http://${env.UPSTREAM_HOST}:${info.port} (pid ${process.pid})`);
  });

  keepConnectionsAlive(server as Server);
  const sockets = attachSocketServer(server as Server, database.db, hub);

  server.on("error", async (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE" ? `port ${env.UPSTREAM_PORT} is already in use (set UPSTREAM_PORT)` : error.message;
    console.error(`upstream: cannot listen on ${env.UPSTREAM_HOST}:${env.UPSTREAM_PORT}: ${reason}`);
    await runner.stop();
    await giftRunner.stop();
    await fileWriter.stop();
    await planRunner.stop();
    await callPruner.stop();
    await autovacuum?.stop();
    await webhooks.stop();
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const runnerStopped = Promise.all([
      runner.stop(),
      giftRunner.stop(),
      fileWriter.stop(),
      planRunner.stop(),
      callPruner.stop(),
      autovacuum?.stop(),
      webhooks.stop(),
    ]);
    // Keep-alive connections and sockets would hold close() open; end them, then the database.
    for (const client of sockets.clients) client.terminate();
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close(async (error) => {
      if (error) console.error(`upstream: closing the HTTP server after ${signal} failed:`, error);
      try {
        await runnerStopped;
        await drainApiCallLogs();
        await database.close();
        process.exit(0);
      } catch (closeError) {
        console.error("upstream: closing the database failed:", closeError);
        process.exit(1);
      }
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("upstream: failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
