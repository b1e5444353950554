import { eq, sql } from "drizzle-orm";
import { generateBanks } from "../banks/generate";
import { bankSizeFromEnv } from "../banks/size";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

/** The banks' mark holds the size they were generated with; another BANK_SIZE generates them again. */
const BANKS_SEED_KEY = "seed_banks_size";
const BANKS_SEED_VERSION = "1";

const markOf = (size: number) => `${BANKS_SEED_VERSION}:${size}`;

/**
 * Generates the number banks once per BANK_SIZE (under the seed's advisory lock, so several
 * starting processes generate them once), then refreshes the planner's statistics and the
 * visibility map so counts read the indexes alone. True when the banks were (re)generated.
 */
export async function seedBanks(db: Db, seedLock: number, size: number = bankSizeFromEnv()): Promise<boolean> {
  const started = Date.now();
  const generated = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLock})`);
    const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, BANKS_SEED_KEY));
    if (mark?.value === markOf(size)) return false;
    console.log(`upstream: generating the number bank (${size.toLocaleString("en-US")} numbers)…`);
    await generateBanks(tx, size);
    await tx
      .insert(appSettings)
      .values({ key: BANKS_SEED_KEY, value: markOf(size) })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: markOf(size) } });
    return true;
  });
  if (!generated) return false;
  await db.execute(sql`vacuum analyze bank_numbers, job_numbers, towers`);
  console.log(`upstream: number bank ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
