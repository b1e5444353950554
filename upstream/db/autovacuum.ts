import { sql } from "drizzle-orm";
import { rowsOf } from "../banks/sql-rows";
import { startRounds, type Rounds } from "../services/rounds";
import type { Database, Db } from "./client";

/** How often the tables' changes are looked at (PostgreSQL's autovacuum naptime is a minute). */
const TICK_MS = 30_000;

/**
 * The public tables whose counters pass `threshold`, a condition on pg_stat_user_tables `s` and
 * pg_class `c`. The counters reach pg_stat_user_tables when a backend reports them, at most once
 * a second and only when idle; PGlite's one backend is asked to report at its next statement.
 */
async function tablesWhere(db: Db, threshold: ReturnType<typeof sql>): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and ${threshold}
    order by s.relname`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * The tables changed enough since their last ANALYZE to be analyzed again, by PostgreSQL's own
 * autovacuum rule: more than 50 rows plus a tenth of the table inserted, updated or deleted. A
 * table never analyzed has `reltuples` -1, and is analyzed after its first 50 changes.
 */
export const tablesDueForAnalyze = (db: Db) =>
  tablesWhere(db, sql`s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`);

/**
 * The tables holding more dead rows (the old versions updates and deletes leave) than
 * autovacuum's rule allows: more than 50 plus a fifth of the table.
 */
export const tablesDueForVacuum = (db: Db) => tablesWhere(db, sql`s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)`);

/**
 * Analyzes every table changed enough since its last ANALYZE. A prepared statement keeps the plan
 * made from the statistics of its time until the tables it reads are analyzed again; a plan made
 * while a table was nearly empty (a scan of all its rows, say) then grows slower with every row.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const due = await tablesDueForAnalyze(db);
  for (const name of due) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return due;
}

/**
 * Vacuums every table with too many dead rows, so that their space holds the next rows instead
 * of the data directory growing with every update (a send's recipients are each updated as they
 * are handed over and delivered).
 */
export async function vacuumDeadRows(db: Db): Promise<string[]> {
  const due = await tablesDueForVacuum(db);
  for (const name of due) await db.execute(sql`vacuum ${sql.identifier(name)}`);
  return due;
}

/**
 * PGlite runs no autovacuum: nothing would ever reclaim its tables' dead rows, and nothing would
 * refresh their statistics, so the plans of the statement cache (statement-cache.ts) would stay
 * those of a young database. This does autovacuum's work for it, in rounds, with autovacuum's
 * rules. PostgreSQL's own autovacuum does it there.
 */
export function startAutovacuum(database: Database, options: { tickMs?: number } = {}): Rounds | null {
  if (database.driver !== "pglite") return null;
  return startRounds(
    async () => {
      await vacuumDeadRows(database.db);
      await analyzeChangedTables(database.db);
    },
    { tickMs: options.tickMs ?? TICK_MS, failure: "upstream: vacuuming or analyzing the tables failed:" },
  );
}
