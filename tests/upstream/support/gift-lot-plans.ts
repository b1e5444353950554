/**
 * The plans PostgreSQL keeps for the gift lots' reads, for gift-lot-plans.test.ts: the statement
 * cache (upstream/db/statement-cache.ts) prepares a statement met three times, and after five runs
 * PostgreSQL may settle on one generic plan for any values. Each read of gift.ts is recorded as
 * drizzle sends it, prepared, and explained with that generic plan over an owner's ledger of
 * 5,000 debits and a few gift lots; prints each plan as one line of JSON. (Jest cannot load
 * PGlite's WebAssembly; this runs under tsx in a child process.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Db, Tx } from "../../../upstream/db/client";
import * as schema from "../../../upstream/db/schema";
// Not a React hook, whatever its name says.
import {
  expireDueGift,
  giftSummary,
  spendableGiftTenths,
  useGift as markGiftUsed,
} from "../../../upstream/wallet/gift";

const OWNER = 1;

/** A literal PostgreSQL reads back as the value drizzle bound. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? "null"
    : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "gift-plans-"));
  const client = await PGlite.create(dir);
  const recorded: { text: string; params: unknown[] }[] = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (text, params) => void recorded.push({ text, params }) },
  }) as unknown as Db;
  await migrate(db as never, {
    migrationsFolder: fileURLToPath(new URL("../../../upstream/db/migrations", import.meta.url)),
  });

  // The ledger alone: its owner's row is not needed to read plans.
  await client.exec(`
    set session_replication_role = replica;
    insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, created_at)
      select ${OWNER}, -10, 'withdrawal', 'ارسال', 'credit', 'success', 'send', now() - (i || ' minutes')::interval
      from generate_series(1, 5000) i;
    insert into ledger_entries (user_id, amount, kind, description, bucket, state, method, expires_at)
      select ${OWNER}, 1000, 'deposit', 'هدیه', 'gift', 'success', 'gift', now() + (i || ' days')::interval
      from generate_series(1, 3) i;
    analyze ledger_entries;`);

  recorded.length = 0;
  const now = new Date();
  await spendableGiftTenths(db as unknown as Tx, OWNER, now);
  await markGiftUsed(db as unknown as Tx, OWNER, 10, now);
  await expireDueGift(db as unknown as Tx, OWNER, now);
  await giftSummary(db, OWNER);
  const reads = recorded.filter((r) => /"ledger_entries"/.test(r.text) && /gift/.test(r.text));

  await client.exec("set plan_cache_mode = force_generic_plan");
  const plans = [];
  for (const [i, read] of reads.entries()) {
    await client.exec(`prepare read_${i} as ${read.text}`);
    const args = read.params.length === 0 ? "" : `(${read.params.map(literal).join(", ")})`;
    const explained = await client.query<{ "QUERY PLAN": string }>(`explain execute read_${i}${args}`);
    plans.push({ text: read.text, plan: explained.rows.map((row) => row["QUERY PLAN"]).join("\n") });
  }
  console.log(JSON.stringify(plans));
  await client.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
