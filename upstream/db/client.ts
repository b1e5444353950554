import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import * as schema from "./schema";
import { withStatementCache } from "./statement-cache";

/** The database as the routes see it: the same drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any number: the advisory lock held while migrations run on PostgreSQL. */
const MIGRATION_LOCK = 7_270_000;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies the checked-in migrations. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Hears `NOTIFY <channel>` from every process on this database (PostgreSQL: on a connection of
   * its own, opened again if it drops). `channel` is a plain identifier.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** Seconds before a dropped PostgreSQL listening connection is opened again. */
const RELISTEN_MS = 1000;

/** PostgreSQL when a URL is given, otherwise PGlite files in `${dataDir}/pglite`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.resolve(options.dataDir, "pglite"));
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (error) => console.error("upstream: idle PostgreSQL client failed:", error.message));
  const db = drizzle({ client: pool, schema });
  const listeners = new Set<PoolClient>();
  let closing = false;
  return {
    db: db as unknown as Db,
    driver: "postgres",
    // Several upstream processes may start on one database: one migrates at a time, on one connection.
    migrate: async (migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle({ client }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onPayload) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const open = async (): Promise<void> => {
        const client = await pool.connect();
        listeners.add(client);
        let dropped = false;
        const reopen = () => {
          if (dropped) return;
          dropped = true;
          listeners.delete(client);
          client.release(true);
          if (!closing) setTimeout(openUntilListening, RELISTEN_MS);
        };
        client.on("notification", (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        client.on("error", (error) => {
          console.error(`upstream: the connection listening on ${channel} failed:`, error.message);
          reopen();
        });
        try {
          await client.query(`LISTEN ${channel}`);
        } catch (error) {
          // The caller tries again.
          dropped = true;
          listeners.delete(client);
          client.release(true);
          throw error;
        }
      };
      // While the database is away (restarting), every attempt fails: they go on until one listens.
      const openUntilListening = () =>
        void open().catch((error: Error) => {
          console.error(`upstream: listening on ${channel} failed:`, error.message);
          if (!closing) setTimeout(openUntilListening, RELISTEN_MS);
        });
      return open();
    },
    close: async () => {
      closing = true;
      for (const client of listeners) client.release(true);
      listeners.clear();
      await pool.end();
    },
  };
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client: await withStatementCache(client), schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}
