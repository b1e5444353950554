/**
 * A kept-prepared statement's plan before and after the tables' statistics are refreshed, for
 * table-statistics.pglite.test.ts: a reply-window lookup (a line's sends to one mobile, as an
 * arriving SMS looks for the send it answers) prepared while the tables are empty and run until
 * PostgreSQL settles on one generic plan, then 5,000 sends from the line written, explained, the
 * changed tables analyzed (upstream/db/table-statistics.ts), and explained again. Prints one line
 * of JSON. (Jest cannot load PGlite's WebAssembly; this runs under tsx in a child process.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../upstream/banks/sql-rows";
import { openDatabase } from "../../../upstream/db/client";
import { applyMigrations } from "../../../upstream/db/migrate";
import { analyzeChangedTables, tablesDueForAnalyze } from "../../../upstream/db/table-statistics";

const LOOKUP = `
  select s.user_id from send_recipients r join sends s on s.id = r.send_id
  where r.msisdn = $1 and s.line_id = $2 and s.send_time >= $3
  order by s.send_time desc limit 1`;
const RUN = `execute reply_lookup('989120000001', 1, now() - interval '3 days')`;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "table-statistics-"));
  const database = await openDatabase({ dataDir: dir });
  const { db } = database;
  await applyMigrations(database);
  const plan = async () =>
    rowsOf<{ "QUERY PLAN": string }>(await db.execute(sql.raw(`explain ${RUN}`)))
      .map((row) => row["QUERY PLAN"])
      .join("\n");

  // Whatever the migrations and the first rows changed is analyzed before the statement is made.
  await analyzeChangedTables(db);
  await db.execute(sql.raw(`prepare reply_lookup(text, integer, timestamptz) as ${LOOKUP}`));
  for (let i = 0; i < 10; i++) await db.execute(sql.raw(RUN));

  // The sends alone: their user and line rows are not needed to read plans.
  for (const statement of [
    "set session_replication_role = replica",
    `insert into sends (user_id, line_id, from_number, sending_type, message, parts, recipient_count, state_id, send_time)
       select 1, 1, '+983000505', 'secretary', 'پاسخ', 1, 1, 6, now() - (i || ' seconds')::interval
       from generate_series(1, 5000) i`,
    `insert into send_recipients (send_id, position, msisdn, operator, parts, cost, status)
       select id, 0, '98912' || lpad((id % 10000000)::text, 7, '0'), 'mci', 1, 10, 2 from sends`,
    "set session_replication_role = origin",
  ])
    await db.execute(sql.raw(statement));
  const stale = await plan();
  const due = await tablesDueForAnalyze(db);
  const analyzed = await analyzeChangedTables(db);
  const fresh = await plan();
  console.log(JSON.stringify({ stale, due, analyzed, fresh, dueAfter: await tablesDueForAnalyze(db) }));
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
