import { sql } from "drizzle-orm";
import { rowsOf } from "../banks/sql-rows";
import { startRounds, type Rounds } from "../services/rounds";
import type { Database, Db } from "./client";

/** How often the tables' changes are looked at (PostgreSQL's autovacuum naptime is a minute). */
const TICK_MS = 30_000;

/**
 * The tables changed enough since their last ANALYZE to be analyzed again, by PostgreSQL's own
 * autovacuum rule: more than 50 rows plus a tenth of the table inserted, updated or deleted. A
 * table never analyzed has `reltuples` -1, and is analyzed after its first 50 changes.
 */
export async function tablesDueForAnalyze(db: Db): Promise<string[]> {
  // The counters reach pg_stat_user_tables when a backend reports them, at most once a second and
  // only when idle; PGlite's one backend is asked to report at its next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public' and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    order by s.relname`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

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
 * PGlite runs no autovacuum, so nothing would ever refresh its tables' statistics, and the plans
 * of the statement cache (statement-cache.ts) would stay those of a young database. This does the
 * analyze half of autovacuum's work for it, in rounds. PostgreSQL's own autovacuum does it there.
 */
export function keepTableStatistics(database: Database, options: { tickMs?: number } = {}): Rounds | null {
  if (database.driver !== "pglite") return null;
  return startRounds(() => analyzeChangedTables(database.db), {
    tickMs: options.tickMs ?? TICK_MS,
    failure: "upstream: refreshing the tables' statistics failed:",
  });
}
