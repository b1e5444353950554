import { and, asc, eq } from "drizzle-orm";
import type * as z from "zod/mini";
import {
  CLOSED_STATE,
  type RequestType,
  SUPPORT_MESSAGES,
  type ticketFeedbackRequestSchema,
  type ticketRateRequestSchema,
} from "@/lib/contract/support";
import type { Db } from "../db/client";
import { ticketInteractions, tickets } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { MAX_STORED_ID, ownTicket } from "./owned-ticket";

const conflict = (message: string) => new ApiFailure(409, message, MESSAGE_CODES.conflict);

/**
 * The account's rating of one of support's answers in its own requests; a new rating replaces the
 * last. Another account's message answers 404 as an unknown one does; the user's own is refused.
 */
export async function rateInteraction(db: Db, accountId: number, interactionId: number, rate: number): Promise<void> {
  const [found] =
    interactionId > MAX_STORED_ID
      ? []
      : await db
          .select({ from: ticketInteractions.from })
          .from(ticketInteractions)
          .innerJoin(tickets, eq(tickets.id, ticketInteractions.ticketId))
          .where(and(eq(ticketInteractions.id, interactionId), eq(tickets.userId, accountId)));
  if (!found) throw notFound(SUPPORT_MESSAGES.interactionNotFound);
  if (found.from !== "support") throw validationFailed({ interaction_id: [SUPPORT_MESSAGES.rateOnlySupport] });
  await db.update(ticketInteractions).set({ rate }).where(eq(ticketInteractions.id, interactionId));
}

/** A closed request rated as a whole (again replaces); an open one is refused. */
export async function rateTicket(
  db: Db,
  accountId: number,
  body: z.output<typeof ticketRateRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, accountId, body.ticket_id, true);
    if (ticket.stateId !== CLOSED_STATE) throw conflict(SUPPORT_MESSAGES.notClosed);
    await tx
      .update(tickets)
      .set({ rate: body.rate, rateComment: body.rate_comment || null })
      .where(eq(tickets.id, ticket.id));
  });
}

/** The owner closes the request: it takes no more messages, and its short feedback is to be asked. */
export async function closeTicket(db: Db, accountId: number, ticketId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, accountId, ticketId, true);
    if (ticket.stateId === CLOSED_STATE) throw conflict(SUPPORT_MESSAGES.alreadyClosed);
    const now = new Date();
    await tx
      .update(tickets)
      .set({ stateId: CLOSED_STATE, closedAt: now, updatedAt: now, feedback: "pending" })
      .where(eq(tickets.id, ticket.id));
  });
}

/** Support's answers of the request seen: it leaves the unseen count. */
export async function markSeen(db: Db, accountId: number, ticketId: number): Promise<void> {
  const ticket = await ownTicket(db, accountId, ticketId);
  if (!ticket.userSeen) await db.update(tickets).set({ userSeen: true }).where(eq(tickets.id, ticket.id));
}

/** The closed request whose short feedback is still to be asked, the longest waiting first; null when none. */
export async function pendingFeedback(
  db: Db,
  accountId: number,
): Promise<{ ticket_id: number; type: RequestType; subject: string } | null> {
  const [row] = await db
    .select({ id: tickets.id, type: tickets.type, subject: tickets.subject })
    .from(tickets)
    .where(and(eq(tickets.userId, accountId), eq(tickets.stateId, CLOSED_STATE), eq(tickets.feedback, "pending")))
    .orderBy(asc(tickets.closedAt), asc(tickets.id))
    .limit(1);
  return row ? { ticket_id: row.id, type: row.type as RequestType, subject: row.subject } : null;
}

/** The feedback answered or declined: either way it is never asked again. */
export async function answerFeedback(
  db: Db,
  accountId: number,
  body: z.output<typeof ticketFeedbackRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, accountId, body.ticket_id, true);
    if (ticket.feedback !== "pending") throw conflict(SUPPORT_MESSAGES.feedbackNotAsked);
    await tx
      .update(tickets)
      .set(
        "dismissed" in body
          ? { feedback: "dismissed" }
          : { feedback: "answered", feedbackSolved: body.solved, feedbackComment: body.comment || null },
      )
      .where(eq(tickets.id, ticket.id));
  });
}
