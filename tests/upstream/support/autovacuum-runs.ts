/**
 * What the upstream's autovacuum on PGlite (upstream/db/autovacuum.ts) changes, for
 * autovacuum.pglite.test.ts. Prints one line of JSON. (Jest cannot load PGlite's WebAssembly;
 * this runs under tsx in a child process.)
 * - Plans: a reply-window lookup (a line's sends to one mobile, as an arriving SMS looks for the
 *   send it answers) prepared while the tables are empty and run until PostgreSQL settles on one
 *   generic plan, then 5,000 sends from the line written, explained, the changed tables analyzed,
 *   and explained again.
 * - Space: every recipient's status updated as delivery reports arrive, three times, with and
 *   without the dead rows vacuumed between the rounds; the table's size after each round.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../upstream/banks/sql-rows";
import { openDatabase } from "../../../upstream/db/client";
import { applyMigrations } from "../../../upstream/db/migrate";
import {
  analyzeChangedTables,
  tablesDueForAnalyze,
  tablesDueForVacuum,
  vacuumDeadRows,
} from "../../../upstream/db/autovacuum";

const LOOKUP = `
  select s.user_id from send_recipients r join sends s on s.id = r.send_id
  where r.msisdn = $1 and s.line_id = $2 and s.send_time >= $3
  order by s.send_time desc limit 1`;
const RUN = `execute reply_lookup('989120000001', 1, now() - interval '3 days')`;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "autovacuum-"));
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
  const dueAfter = await tablesDueForAnalyze(db);

  // Each round of delivery reports leaves every recipient's old row dead (the status is indexed,
  // so no update stays on its page).
  const size = async () =>
    Number(
      rowsOf<{ bytes: string }>(
        await db.execute(sql.raw(`select pg_total_relation_size('send_recipients') as bytes`)),
      )[0]!.bytes,
    );
  const reportRounds = async (vacuum: boolean) => {
    const sizes: number[] = [];
    const vacuumed: string[][] = [];
    for (let round = 0; round < 3; round++) {
      await db.execute(sql.raw(`update send_recipients set status = ${3 + (round % 2)}, updated_at = now()`));
      if (vacuum) vacuumed.push(await vacuumDeadRows(db));
      sizes.push(await size());
    }
    return { sizes, vacuumed };
  };
  const unkept = await reportRounds(false);
  const dueForVacuum = await tablesDueForVacuum(db);
  await vacuumDeadRows(db);
  const kept = await reportRounds(true);
  console.log(
    JSON.stringify({
      stale,
      due,
      analyzed,
      fresh,
      dueAfter,
      unkept,
      dueForVacuum,
      kept,
      dueForVacuumAfter: await tablesDueForVacuum(db),
    }),
  );
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
