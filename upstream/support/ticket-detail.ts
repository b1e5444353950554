import { asc, eq } from "drizzle-orm";
import {
  type Importance,
  type RequestType,
  TICKET_STATE_NAMES,
  type TicketAttachment,
  type TicketDetail,
  type TicketInteraction,
  type TicketStateId,
} from "@/lib/contract/support";
import type { Db } from "../db/client";
import { ticketAttachments, ticketCategories, ticketInteractions, ticketSubCategories } from "../db/schema";
import { memberNames } from "./member-names";
import { ownTicket } from "./owned-ticket";

/** This reference keeps no agents' accounts: support's messages come from the provider's desk. */
const SUPPORT_DESK = { id: 1, username: "support" } as const;
/** Who answered, when the agent gave no name. */
export const DEFAULT_AGENT_NAME = "کارشناس پشتیبانی";

const FEEDBACK_STATES = ["pending", "answered", "dismissed", "none"] as const;

/** Where a file is downloaded, relative to the API's base as Edge gives its links. */
const attachmentUrl = (id: number) => `ticket/attachment/${id}`;

/** One of the account's requests with its files and messages in time order (`GET ticket/show`). */
export async function ticketDetail(db: Db, accountId: number, ticketId: number): Promise<TicketDetail> {
  const ticket = await ownTicket(db, accountId, ticketId);
  const [[category], [sub], interactions, files] = await Promise.all([
    db.select({ name: ticketCategories.name }).from(ticketCategories).where(eq(ticketCategories.id, ticket.categoryId)),
    ticket.subCategoryId === null
      ? Promise.resolve([])
      : db
          .select({ title: ticketSubCategories.title })
          .from(ticketSubCategories)
          .where(eq(ticketSubCategories.id, ticket.subCategoryId)),
    db
      .select()
      .from(ticketInteractions)
      .where(eq(ticketInteractions.ticketId, ticket.id))
      .orderBy(asc(ticketInteractions.createdAt), asc(ticketInteractions.id)),
    db
      .select({
        id: ticketAttachments.id,
        interactionId: ticketAttachments.interactionId,
        name: ticketAttachments.name,
        size: ticketAttachments.size,
        contentType: ticketAttachments.contentType,
      })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id))
      .orderBy(asc(ticketAttachments.id)),
  ]);
  const filesOf = (interactionId: number | null): TicketAttachment[] =>
    files
      .filter((file) => file.interactionId === interactionId)
      .map((file) => ({
        id: file.id,
        name: file.name,
        size: file.size,
        content_type: file.contentType,
        url: attachmentUrl(file.id),
      }));
  const names = await memberNames(db, [
    accountId,
    ...(ticket.authorId === null ? [] : [ticket.authorId]),
    ...interactions.flatMap((i) => (i.authorId === null ? [] : [i.authorId])),
  ]);
  // A member removed since keeps their words, under the account's name.
  const nameOf = (memberId: number | null) => names.get(memberId ?? accountId) ?? names.get(accountId)!;
  const own = filesOf(null);
  const type = ticket.type as RequestType;
  return {
    id: ticket.id,
    ticket_id: ticket.id,
    user_id: ticket.userId,
    parent_id: null,
    type,
    importance: ticket.importance as Importance,
    subject: ticket.subject,
    category: category?.name ?? "",
    category_id: ticket.categoryId,
    sub_category: sub?.title ?? null,
    sub_category_id: ticket.subCategoryId,
    state: TICKET_STATE_NAMES[ticket.stateId as TicketStateId] ?? "",
    state_id: ticket.stateId,
    sub_state_id: null,
    description: ticket.description,
    close_desc: ticket.closeDesc,
    user_seen: ticket.userSeen ? 1 : 0,
    sms_notification: ticket.smsNotification ? 1 : 0,
    created_at: ticket.createdAt.toISOString(),
    attachment: own[0]?.url ?? null,
    attachments: own,
    author_name: nameOf(ticket.authorId).name,
    interactions: interactions.map((interaction): TicketInteraction => {
      const attachments = filesOf(interaction.id);
      const base = {
        id: interaction.id,
        description: interaction.description,
        created_at: interaction.createdAt.toISOString(),
        attachment: attachments[0]?.url ?? null,
        private: 0,
        attachments,
        rate: interaction.rate,
      };
      if (interaction.from === "support") {
        const agent = interaction.agentName?.trim() || DEFAULT_AGENT_NAME;
        return {
          ...base,
          agent_id: SUPPORT_DESK.id,
          agent_username: SUPPORT_DESK.username,
          partner_title: null,
          username: SUPPORT_DESK.username,
          from: "support",
          author_name: agent,
        };
      }
      const author = nameOf(interaction.authorId);
      const byColleague = interaction.authorId !== null && interaction.authorId !== accountId;
      return {
        ...base,
        agent_id: null,
        agent_username: null,
        partner_title: byColleague ? author.name : null,
        username: author.username,
        from: "user",
        author_name: author.name,
      };
    }),
    forward: null,
    manager_comment: null,
    jira_id: null,
    rate: ticket.rate ?? 0,
    rate_comment: ticket.rateComment,
    feedback: FEEDBACK_STATES.find((state) => state === ticket.feedback) ?? "none",
  };
}
