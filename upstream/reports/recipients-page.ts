import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type { DeliveryStatus } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { sendRecipients } from "../db/schema";
import { alongIndex } from "./along-index";
import { bookmarkAtOrBefore } from "./recipient-bookmarks";
import type { RecipientSource } from "./recipient-row";
import { recipientsWithStatus } from "./status-counts";

export const recipientColumns = {
  position: sendRecipients.position,
  msisdn: sendRecipients.msisdn,
  operator: sendRecipients.operator,
  text: sendRecipients.text,
  parts: sendRecipients.parts,
  cost: sendRecipients.cost,
  status: sendRecipients.status,
  updatedAt: sendRecipients.updatedAt,
};

export interface RecipientsPageQuery {
  page: number;
  perPage: number;
  status?: DeliveryStatus;
  /** E.164. */
  recipient?: string;
}

interface PagedSend {
  id: number;
  stateId: number;
  recipientCount: number;
  dispatched: number;
  finishedAt: Date | null;
  progressKey: string | null;
}

/**
 * One page of a send's recipients in their order, and how many match. Each case reads only its
 * page from an index: unfiltered, positions are 0…n−1, so a page is a range of the primary key
 * and the total is the send's own count; by status, the (send, status, position) index, the
 * total from the settled counts (counted only while the send runs), a page costing about a
 * microsecond per recipient it skips: once the send is settled, from the status's nearest
 * bookmark at or before the page (its recipient's position, then the places left, fewer than the
 * bookmark interval), before that from the listing's start; by number, the (send, msisdn)
 * index, which finds at most a few rows.
 */
export async function recipientsPage(
  db: Db,
  send: PagedSend,
  query: RecipientsPageQuery,
): Promise<{ rows: RecipientSource[]; total: number }> {
  const offset = (query.page - 1) * query.perPage;
  const ofSend = eq(sendRecipients.sendId, send.id);
  const withStatus = query.status === undefined ? undefined : eq(sendRecipients.status, query.status);

  if (query.recipient !== undefined) {
    const where = and(ofSend, eq(sendRecipients.msisdn, query.recipient.replace(/^\+/, "")), withStatus);
    const [rows, [total]] = await Promise.all([
      db
        .select(recipientColumns)
        .from(sendRecipients)
        .where(where)
        .orderBy(asc(sendRecipients.position))
        .limit(query.perPage)
        .offset(offset),
      db.select({ n: count() }).from(sendRecipients).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  if (query.status !== undefined) {
    const status = query.status;
    const rows = await alongIndex(db, async (tx) => {
      // Bookmarks hold only once statuses stop changing; they are written in the settling transaction.
      const mark =
        send.finishedAt === null || offset === 0 ? undefined : await bookmarkAtOrBefore(tx, send.id, status, offset);
      return tx
        .select(recipientColumns)
        .from(sendRecipients)
        .where(and(ofSend, withStatus, mark && gte(sendRecipients.position, mark.position)))
        .orderBy(asc(sendRecipients.position))
        .limit(query.perPage)
        .offset(offset - (mark?.ordinal ?? 0));
    });
    return { rows, total: await recipientsWithStatus(db, send, status) };
  }

  const rows = await db
    .select(recipientColumns)
    .from(sendRecipients)
    .where(and(ofSend, gte(sendRecipients.position, offset), lt(sendRecipients.position, offset + query.perPage)))
    .orderBy(asc(sendRecipients.position));
  return { rows, total: send.recipientCount };
}
