import { lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { sendThrottle } from "../db/schema";

/**
 * Claims the right to send an SMS for a key: true at most once per `seconds`. One upsert decides,
 * so simultaneous requests cannot both pass.
 */
export async function claimSendSlot(db: Db | Tx, key: string, seconds: number): Promise<boolean> {
  const now = new Date();
  const earliest = new Date(now.getTime() - seconds * 1000);
  const rows = await db
    .insert(sendThrottle)
    .values({ key, lastAt: now })
    .onConflictDoUpdate({
      target: sendThrottle.key,
      set: { lastAt: sql`excluded.last_at` },
      setWhere: lte(sendThrottle.lastAt, earliest),
    })
    .returning({ key: sendThrottle.key });
  return rows.length > 0;
}
