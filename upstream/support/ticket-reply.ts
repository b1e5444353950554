import { count, eq } from "drizzle-orm";
import { CLOSED_STATE, SUPPORT_MESSAGES, SUPPORT_RULES, type TicketReplyFields } from "@/lib/contract/support";
import type { Db, Tx } from "../db/client";
import { ticketInteractions, tickets } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { storeAttachments, type CheckedFile } from "./attachment-files";
import { ownTicket, type TicketRecord } from "./owned-ticket";

/** A closed request takes no message: a new request must be made. */
export function refuseClosed(ticket: TicketRecord): void {
  if (ticket.stateId === CLOSED_STATE) throw new ApiFailure(409, SUPPORT_MESSAGES.closed, MESSAGE_CODES.conflict);
}

/** A request holds at most SUPPORT_RULES.maxInteractions messages, the user's and support's. */
export async function refuseFull(tx: Tx, ticketId: number): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(ticketInteractions)
    .where(eq(ticketInteractions.ticketId, ticketId));
  if ((held?.n ?? 0) >= SUPPORT_RULES.maxInteractions) {
    throw new ApiFailure(422, SUPPORT_MESSAGES.tooManyInteractions, MESSAGE_CODES.unprocessable);
  }
}

/**
 * The account's reply to its own open request, with its files, in one transaction (the request
 * locked): the request waits for support again (state 2) and moves to the top of the list.
 */
export async function replyToTicket(
  db: Db,
  input: { accountId: number; memberId: number; fields: TicketReplyFields; files: CheckedFile[] },
): Promise<{ interaction_id: number; ticket: { id: number; user_id: number; parent_id: null } }> {
  const { accountId, fields } = input;
  return db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, accountId, fields.ticket_id, true);
    refuseClosed(ticket);
    await refuseFull(tx, ticket.id);
    const [interaction] = await tx
      .insert(ticketInteractions)
      .values({ ticketId: ticket.id, from: "user", authorId: input.memberId, description: fields.description })
      .returning({ id: ticketInteractions.id });
    await storeAttachments(tx, { ticketId: ticket.id, interactionId: interaction!.id, userId: accountId }, input.files);
    await tx
      .update(tickets)
      .set({ stateId: 2, adminSeen: false, updatedAt: new Date() })
      .where(eq(tickets.id, ticket.id));
    return { interaction_id: interaction!.id, ticket: { id: ticket.id, user_id: accountId, parent_id: null } };
  });
}
