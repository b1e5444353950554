import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";

/**
 * Runs a read that pages along an index (equal leading columns, ordered by the next, LIMIT) with
 * bitmap scans off. A freshly written send has no statistics yet (PGlite never analyses on its
 * own), so the planner guesses a handful of rows and would read and sort every matching row of a
 * million-recipient send to return ten; walking the index in order stops at the page.
 */
export function alongIndex<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return read(tx);
  });
}
