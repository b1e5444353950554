import { sql } from "drizzle-orm";
import type { SocketEvent } from "@/lib/contract/socket";
import type { Tx } from "../db/client";

/** The NOTIFY channel the live events travel on (socket/live-events.ts). */
const LIVE_CHANNEL = "live_events";

/**
 * Queues socket events in the transaction that caused them, all in one statement: PostgreSQL hands
 * them to every upstream's live events when it commits, and drops them if it rolls back. The
 * pattern lane and intake tell many sends at once this way, instead of one statement per event
 * after the commit.
 */
export async function notifyInTransaction(
  tx: Tx,
  notices: readonly { userId: number; event: SocketEvent }[],
): Promise<void> {
  if (notices.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, n) from unnest(${sql.param(notices.map((notice) => JSON.stringify(notice)))}::text[]) as n`,
  );
}
