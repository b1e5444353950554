import { Hono } from "hono";
import * as z from "zod/mini";
import { blankable, idSchema } from "@/lib/contract/common";
import {
  interactionRateRequestSchema,
  REQUEST_TYPES,
  SUPPORT_MESSAGES,
  SUPPORT_RULES,
  ticketAiRequestSchema,
  ticketCreateFieldsSchema,
  ticketFeedbackRequestSchema,
  ticketIdRequestSchema,
  ticketListQuerySchema,
  ticketRateRequestSchema,
  ticketReplyFieldsSchema,
} from "@/lib/contract/support";
import type { AppEnv, Deps } from "../http/deps";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { ticketAttachmentAnswer } from "../support/attachment-answer";
import { readMessageForm } from "../support/attachment-files";
import { subCategoryList, ticketCategoryList } from "../support/categories";
import { searchFaq } from "../support/faq-search";
import {
  answerFeedback,
  closeTicket,
  markSeen,
  pendingFeedback,
  rateInteraction,
  rateTicket,
} from "../support/ticket-changes";
import { createTicket } from "../support/ticket-create";
import { ticketDetail } from "../support/ticket-detail";
import { listTickets } from "../support/ticket-list";
import { replyToTicket } from "../support/ticket-reply";

const categoryQuery = z.object({ type: blankable(z.enum(REQUEST_TYPES, { error: SUPPORT_MESSAGES.typeInvalid })) });
const subCategoryQuery = z.object({ category_id: idSchema });

/**
 * Support requests (lib/contract/support.ts): Edge's `ticket` list, create, `show` and
 * `interaction`, and ours around them: FAQ suggestions before a request is made, ratings, closing,
 * seen answers, the short feedback after closing, categories and the files, each to its own account.
 */
export function ticketRoutes(deps: Deps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireSession(deps))
      .get("/", async (c) => {
        const query = readQuery(c, ticketListQuerySchema);
        const { rows, total } = await listTickets(db, c.get("user").id, query);
        return okPage(c, rows, { page: query.page, perPage: query.per_page, total });
      })
      .post("/", async (c) => {
        const { fields, files } = await readMessageForm(c, ticketCreateFieldsSchema);
        const id = await createTicket(db, { accountId: c.get("user").id, memberId: c.get("member").id, fields, files });
        return ok(c, { ticket_id: id }, SUPPORT_MESSAGES.created);
      })
      .post("/ai", async (c) => {
        const { subject, description } = await readBody(c, ticketAiRequestSchema);
        const suggestions = await searchFaq(db, `${subject} ${description}`, {
          limit: SUPPORT_RULES.maxSuggestions,
          anyTerm: false,
        });
        return ok(c, { suggestions }, suggestions.length === 0 ? SUPPORT_MESSAGES.noSuggestions : undefined);
      })
      .get("/show", async (c) => {
        const { ticket_id } = readQuery(c, ticketIdRequestSchema);
        return ok(c, await ticketDetail(db, c.get("user").id, ticket_id));
      })
      .post("/interaction", async (c) => {
        const { fields, files } = await readMessageForm(c, ticketReplyFieldsSchema);
        const answer = await replyToTicket(db, {
          accountId: c.get("user").id,
          memberId: c.get("member").id,
          fields,
          files,
        });
        return ok(c, answer, SUPPORT_MESSAGES.replied);
      })
      .post("/interaction/rate", async (c) => {
        const { interaction_id, rate } = await readBody(c, interactionRateRequestSchema);
        await rateInteraction(db, c.get("user").id, interaction_id, rate);
        return ok(c, null, SUPPORT_MESSAGES.rated);
      })
      .post("/rate", async (c) => {
        await rateTicket(db, c.get("user").id, await readBody(c, ticketRateRequestSchema));
        return ok(c, null, SUPPORT_MESSAGES.rated);
      })
      .post("/close", async (c) => {
        const { ticket_id } = await readBody(c, ticketIdRequestSchema);
        await closeTicket(db, c.get("user").id, ticket_id);
        return ok(c, null, SUPPORT_MESSAGES.closedNow);
      })
      .post("/seen", async (c) => {
        const { ticket_id } = await readBody(c, ticketIdRequestSchema);
        await markSeen(db, c.get("user").id, ticket_id);
        return ok(c, null);
      })
      .get("/feedback", async (c) => ok(c, await pendingFeedback(db, c.get("user").id)))
      .post("/feedback", async (c) => {
        await answerFeedback(db, c.get("user").id, await readBody(c, ticketFeedbackRequestSchema));
        return ok(c, null, SUPPORT_MESSAGES.feedbackThanks);
      })
      .get("/category", async (c) => ok(c, await ticketCategoryList(db, readQuery(c, categoryQuery).type)))
      .get("/sub_category", async (c) => ok(c, await subCategoryList(db, readQuery(c, subCategoryQuery).category_id)))
      // Digits only reach here; however many, they are answered as any unknown file is.
      .get("/attachment/:id{[0-9]+}", (c) => ticketAttachmentAnswer(c, db, c.get("user").id, Number(c.req.param("id"))))
  );
}
