import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { withoutNul } from "@/lib/contract/common";
import {
  CLOSED_STATE,
  REQUEST_TYPE_TITLES,
  type RequestType,
  SUPPORT_MESSAGES,
  SUPPORT_RULES,
  ticketStateTitle,
  type TicketStateId,
} from "@/lib/contract/support";
import { smsTexts } from "../auth/sms-texts";
import { ticketInteractions, tickets, users } from "../db/schema";
import type { Db } from "../db/client";
import type { AppEnv, Deps } from "../http/deps";
import { notFound, validationFailed } from "../http/failure";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { deliverSms } from "../sms/operator";
import { MAX_STORED_ID } from "./owned-ticket";
import { refuseClosed, refuseFull } from "./ticket-reply";
import { DEFAULT_AGENT_NAME } from "./ticket-detail";

/** What support does to a request, and the state it leaves it in. */
const ACTION_STATES = {
  answer: 3,
  ask: 1,
  refer_review: 5,
  refer_unit: 6,
  close: CLOSED_STATE,
} as const satisfies Record<string, TicketStateId>;
type AgentAction = keyof typeof ACTION_STATES;

const AGENT_MESSAGES = {
  textRequired: "متن پاسخ پشتیبانی را بنویسید",
  actionInvalid: "کار پشتیبانی باید answer، ask، refer_review، refer_unit یا close باشد",
} as const;

const cleanText = (max: number) =>
  z
    .string()
    .transform((text) => withoutNul(text).trim())
    .pipe(z.string().max(max));

const actBody = z.object({
  ticket_id: z.number().int().positive(),
  action: z.enum(Object.keys(ACTION_STATES) as [AgentAction, ...AgentAction[]], {
    error: AGENT_MESSAGES.actionInvalid,
  }),
  text: cleanText(SUPPORT_RULES.replyMaxLength).optional(),
  agent_name: cleanText(80).optional(),
});
type ActBody = z.infer<typeof actBody>;

/** How many of the account's requests have an answer not yet seen: the navigation's count. */
async function unseenCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.userId, accountId), eq(tickets.userSeen, false)));
  return row?.n ?? 0;
}

/**
 * Support's agent acts on a request: answers (3) or asks (1) with a message, refers it (5, 6) with
 * an optional one, or closes it (4; the text is the closing note and the feedback is to be asked).
 * The request's answers are unseen again and it moves to the top of the list; an SMS goes to the
 * owner's mobile when the request asked for one, in the same transaction.
 */
async function act(db: Db, body: ActBody) {
  const text = body.text || undefined;
  if ((body.action === "answer" || body.action === "ask") && !text) {
    throw validationFailed({ text: [AGENT_MESSAGES.textRequired] });
  }
  const stateId = ACTION_STATES[body.action];
  return db.transaction(async (tx) => {
    const [ticket] =
      body.ticket_id > MAX_STORED_ID
        ? []
        : await tx.select().from(tickets).where(eq(tickets.id, body.ticket_id)).for("update");
    if (!ticket) throw notFound(SUPPORT_MESSAGES.ticketNotFound);
    refuseClosed(ticket);
    let interactionId: number | null = null;
    if (text && body.action !== "close") {
      await refuseFull(tx, ticket.id);
      const [row] = await tx
        .insert(ticketInteractions)
        .values({
          ticketId: ticket.id,
          from: "support",
          agentName: body.agent_name || DEFAULT_AGENT_NAME,
          description: text,
        })
        .returning({ id: ticketInteractions.id });
      interactionId = row!.id;
    }
    const now = new Date();
    await tx
      .update(tickets)
      .set({
        stateId,
        userSeen: false,
        adminSeen: true,
        updatedAt: now,
        ...(body.action === "close" ? { closeDesc: text ?? null, closedAt: now, feedback: "pending" } : {}),
      })
      .where(eq(tickets.id, ticket.id));
    const type = ticket.type as RequestType;
    if (ticket.smsNotification) {
      const [owner] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, ticket.userId));
      if (owner) {
        await deliverSms(
          tx,
          owner.mobile,
          smsTexts.ticketUpdated({
            kind: REQUEST_TYPE_TITLES[type],
            ticketId: ticket.id,
            subject: ticket.subject,
            state: ticketStateTitle(type, stateId),
          }),
        );
      }
    }
    return { ticket, type, stateId, interactionId };
  });
}

/**
 * Support's desk, as a development route: `POST /__dev/tickets/act {ticket_id, action, text?,
 * agent_name?}`. Once committed, the account's members allowed tickets.manage hear
 * `ticket.answered` with the new unseen count.
 */
export function devTicketRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().post("/tickets/act", async (c) => {
    const { ticket, type, stateId, interactionId } = await act(db, await readBody(c, actBody));
    await deps.live.ticketAnswered(ticket.userId, {
      ticket_id: ticket.id,
      type,
      subject: ticket.subject,
      state_id: stateId,
      unseen: await unseenCount(db, ticket.userId),
    });
    return ok(c, { ticket_id: ticket.id, state_id: stateId, interaction_id: interactionId });
  });
}
