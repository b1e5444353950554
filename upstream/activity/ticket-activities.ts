import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import {
  interactionRateRequestSchema,
  REQUEST_TYPE_TITLES,
  type RequestType,
  ticketFeedbackRequestSchema,
  ticketIdRequestSchema,
  ticketRateRequestSchema,
} from "@/lib/contract/support";
import { ticketInteractions, tickets } from "../db/schema";
import { MAX_STORED_ID } from "../support/owned-ticket";
import { activity, line, type RouteActivities } from "./activity-entry";
import type { ActivitySource } from "./source";
import { idText, quoted } from "./wording";

/** A request's page in the panel: a ticket's, or a suggestion request's. */
const requestLink = (type: RequestType, id: number) =>
  type === "suggestion" ? `/support/suggestion-request/${id}` : `/support/ticket/${id}`;

interface NamedRequest {
  /** «درخواست پشتیبانی «…» (شمارهٔ ۱۰۰۰۰۱)». */
  name: string;
  link: string;
}

/** One of the account's requests as a sentence names it; null when the id names none of them. */
async function namedRequest(source: ActivitySource, id: number | null | undefined): Promise<NamedRequest | null> {
  if (!id || id > MAX_STORED_ID) return null;
  const [row] = await source.db
    .select({ type: tickets.type, subject: tickets.subject })
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, source.accountId)));
  if (!row) return null;
  const type = row.type as RequestType;
  return {
    name: `${REQUEST_TYPE_TITLES[type]} ${quoted(row.subject)} (شمارهٔ ${idText(id)})`,
    link: requestLink(type, id),
  };
}

const created = z.object({ ticket_id: z.number() });
const replied = z.object({ interaction_id: z.number(), ticket: z.object({ id: z.number() }) });

/** Support requests: what was asked, replied, rated, closed and said of support. */
export const TICKET_ACTIVITIES: RouteActivities = {
  "POST /v1/api/ticket": activity("tickets", async (source) => {
    const request = await namedRequest(source, (await source.data(created))?.ticket_id);
    return request && line(`ثبت ${request.name}`, request.link);
  }),
  // Only looks for FAQ answers like what is being typed; nothing is stored.
  "POST /v1/api/ticket/ai": null,
  "POST /v1/api/ticket/interaction": activity("tickets", async (source) => {
    const request = await namedRequest(source, (await source.data(replied))?.ticket.id);
    return request && line(`پاسخ به ${request.name}`, request.link);
  }),
  "POST /v1/api/ticket/interaction/rate": activity("tickets", async (source) => {
    const body = await source.body(interactionRateRequestSchema);
    if (!body) return null;
    const [message] = await source.db
      .select({ ticketId: ticketInteractions.ticketId })
      .from(ticketInteractions)
      .where(eq(ticketInteractions.id, body.interaction_id));
    const request = await namedRequest(source, message?.ticketId);
    return request && line(`امتیاز ${idText(body.rate)} از ۵ به پاسخ پشتیبانی در ${request.name}`, request.link);
  }),
  "POST /v1/api/ticket/rate": activity("tickets", async (source) => {
    const body = await source.body(ticketRateRequestSchema);
    const request = await namedRequest(source, body?.ticket_id);
    return body && request && line(`امتیاز ${idText(body.rate)} از ۵ به ${request.name}`, request.link);
  }),
  "POST /v1/api/ticket/close": activity("tickets", async (source) => {
    const request = await namedRequest(source, (await source.body(ticketIdRequestSchema))?.ticket_id);
    return request && line(`بستن ${request.name}`, request.link);
  }),
  // Support's answers marked as read by opening the request: nothing of the account changes.
  "POST /v1/api/ticket/seen": null,
  "POST /v1/api/ticket/feedback": activity("tickets", async (source) => {
    const body = await source.body(ticketFeedbackRequestSchema);
    const request = await namedRequest(source, body?.ticket_id);
    if (!body || !request) return null;
    if ("dismissed" in body) return line(`نپذیرفتن نظرسنجی ${request.name}`, request.link);
    const verdict = body.solved ? "مشکل حل شده بود" : "مشکل حل نشده بود";
    return line(`ثبت نظر دربارهٔ ${request.name}: ${verdict}`, request.link);
  }),
};
