import { and, eq } from "drizzle-orm";
import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import type { Db, Tx } from "../db/client";
import { tickets } from "../db/schema";
import { notFound } from "../http/failure";

export type TicketRecord = typeof tickets.$inferSelect;

/** The largest id a serial column holds: a larger one names nothing, and is answered so without asking. */
export const MAX_STORED_ID = 2_147_483_647;

/**
 * One of the account's requests (locked for the transaction when `lock`); another account's id
 * answers 404 exactly as an unknown one does.
 */
export async function ownTicket(db: Db | Tx, accountId: number, ticketId: number, lock = false): Promise<TicketRecord> {
  if (ticketId > MAX_STORED_ID) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  const select = db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, accountId)));
  const [row] = lock ? await select.for("update") : await select;
  if (!row) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
  return row;
}
