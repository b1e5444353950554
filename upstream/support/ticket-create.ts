import { and, count, eq, ne } from "drizzle-orm";
import { CLOSED_STATE, SUPPORT_MESSAGES, SUPPORT_RULES, type TicketCreateFields } from "@/lib/contract/support";
import type { Db, Tx } from "../db/client";
import { ticketCategories, ticketSubCategories, tickets, users } from "../db/schema";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { storeAttachments, type CheckedFile } from "./attachment-files";
import { MAX_STORED_ID } from "./owned-ticket";

/** The category must be one of the request's kind, and the sub-category one of that category's. */
async function checkCategory(tx: Tx, fields: TicketCreateFields): Promise<void> {
  const [category] =
    fields.category_id > MAX_STORED_ID
      ? []
      : await tx
          .select({ id: ticketCategories.id })
          .from(ticketCategories)
          .where(and(eq(ticketCategories.id, fields.category_id), eq(ticketCategories.type, fields.type)));
  if (!category) throw validationFailed({ category_id: [SUPPORT_MESSAGES.categoryUnknown] });
  const subId = fields.sub_category_id;
  if (subId === undefined) return;
  const [sub] =
    subId > MAX_STORED_ID
      ? []
      : await tx
          .select({ id: ticketSubCategories.id })
          .from(ticketSubCategories)
          .where(and(eq(ticketSubCategories.id, subId), eq(ticketSubCategories.categoryId, category.id)));
  if (!sub) throw validationFailed({ sub_category_id: [SUPPORT_MESSAGES.subCategoryUnknown] });
}

/**
 * A new request of the account, waiting for support (state 2), with its files, in one
 * transaction: a refusal leaves nothing. The account's row is locked while its open requests are
 * counted, so parallel creates cannot pass SUPPORT_RULES.maxOpenRequests together.
 */
export async function createTicket(
  db: Db,
  input: { accountId: number; memberId: number; fields: TicketCreateFields; files: CheckedFile[] },
): Promise<number> {
  const { accountId, fields } = input;
  return db.transaction(async (tx) => {
    await checkCategory(tx, fields);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for("update");
    const [open] = await tx
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.userId, accountId), ne(tickets.stateId, CLOSED_STATE)));
    if ((open?.n ?? 0) >= SUPPORT_RULES.maxOpenRequests) {
      throw new ApiFailure(422, SUPPORT_MESSAGES.tooManyOpen, MESSAGE_CODES.unprocessable);
    }
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId: accountId,
        authorId: input.memberId,
        type: fields.type,
        categoryId: fields.category_id,
        subCategoryId: fields.sub_category_id ?? null,
        importance: fields.importance,
        stateId: 2,
        subject: fields.subject,
        description: fields.description,
        smsNotification: fields.sms_notification,
      })
      .returning({ id: tickets.id });
    await storeAttachments(tx, { ticketId: ticket!.id, interactionId: null, userId: accountId }, input.files);
    return ticket!.id;
  });
}
