import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../upstream/app";
import { openDatabase, type Db } from "../../upstream/db/client";
import { applyMigrations } from "../../upstream/db/migrate";
import { parseEnv } from "../../upstream/env";
import { seedDatabase } from "../../upstream/seed";
import { SocketHub } from "../../upstream/socket/hub";
import { liveEvents } from "../../upstream/socket/live-events";
import { freePort } from "../../tests/e2e/support/panel-process";

export interface InProcessUpstream {
  db: Db;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  devSecret: string;
}

/**
 * A benchmark's upstream in this process, on a fresh PGlite database (migrated and seeded, no
 * number bank, development routes on), so it can write its data with SQL and then time the HTTP
 * calls. Everything is closed and removed when `work` ends.
 */
export async function withInProcessUpstream(name: string, work: (upstream: InProcessUpstream) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  process.env.BANK_SIZE = "0";
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    UPSTREAM_DEV_ROUTES: "1",
    NODE_ENV: "production",
  });
  const database = await openDatabase({ dataDir });
  try {
    await applyMigrations(database);
    await seedDatabase(database.db);
    const devSecret = randomBytes(32).toString("hex");
    const app = createApp({ db: database.db, env, live: await liveEvents(database, new SocketHub()), devSecret });
    const port = await freePort();
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }) as Server;
    // The client's kept-alive connection waits out the minutes of writing the data.
    server.keepAliveTimeout = 10 * 60_000;
    try {
      await work({ db: database.db, base: `http://127.0.0.1:${port}`, devSecret });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
