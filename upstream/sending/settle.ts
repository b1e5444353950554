import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { toTenths } from "@/lib/sms/price";
import type { Tx } from "../db/client";
import { sendRecipients, sends } from "../db/schema";
import { writeRecipientBookmarks } from "../reports/recipient-bookmarks";
import { addLedgerEntry } from "../services/ledger";
import { settleLowCreditAlert } from "../wallet/low-credit";

/** What settling needs to know of a send, read with its row locked. */
export interface LockedSend {
  id: number;
  userId: number;
  stateId: number;
  recipientCount: number;
  dispatched: number;
  /** Lines shared with everyone keep what not-reached recipients cost; the others give it back. */
  lineShared: boolean;
}

/** Gives back what the selected recipients of a send cost: one ledger row, added to `refunded`. True when anything came back. */
async function refundRecipients(tx: Tx, send: LockedSend, which: SQL, description: string): Promise<boolean> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${sendRecipients.cost}), 0)::text` })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.sendId, send.id), which));
  const total = row?.total ?? "0";
  if (toTenths(total) === 0) return false;
  // A refund is paid credit again, whether gift or credit paid for the send.
  await addLedgerEntry(tx, { userId: send.userId, amount: total, description, method: "refund", sendId: send.id });
  await settleLowCreditAlert(tx, send.userId);
  await tx
    .update(sends)
    .set({ refunded: sql`${sends.refunded} + ${total}::numeric` })
    .where(eq(sends.id, send.id));
  return true;
}

/** Cancelling: recipients not yet handed to the operator are never sent, and their cost comes back at once. */
export function refundUnsent(tx: Tx, send: LockedSend): Promise<boolean> {
  return refundRecipients(
    tx,
    send,
    gte(sendRecipients.position, send.dispatched),
    `بازگشت هزینه ارسال لغوشده، ارسال شماره ${send.id}`,
  );
}

/**
 * Ends a send once every recipient handed to the operator is final (and, while it is sending,
 * every recipient was handed over): blacklist and cancel11 recipients (4) are refunded, not-reached
 * ones (3) too unless the line is shared with everyone; a sending send becomes sent (6), a
 * cancelled one stays cancelled (7). Its statuses change no more, so the report's bookmarks into
 * each status listing are written now (every `bookmarkEvery` places, reports/recipient-bookmarks.ts).
 * Returns whether it ended and whether money came back.
 */
export async function finishIfSettled(
  tx: Tx,
  send: LockedSend,
  options: { bookmarkEvery?: number } = {},
): Promise<{ finished: boolean; refunded: boolean; stateId: number }> {
  const unchanged = { finished: false, refunded: false, stateId: send.stateId };
  if (send.stateId === SEND_STATES.sending && send.dispatched < send.recipientCount) return unchanged;
  const [inFlight] = await tx
    .select({ position: sendRecipients.position })
    .from(sendRecipients)
    .where(
      and(
        eq(sendRecipients.sendId, send.id),
        inArray(sendRecipients.status, [DELIVERY_STATUSES.sent, DELIVERY_STATUSES.telecom]),
      ),
    )
    .limit(1);
  if (inFlight) return unchanged;

  let refunded = await refundRecipients(
    tx,
    send,
    eq(sendRecipients.status, DELIVERY_STATUSES.blacklist),
    `بازگشت هزینه گیرندگان فهرست سیاه و لغو۱۱، ارسال شماره ${send.id}`,
  );
  if (!send.lineShared) {
    const notReached = await refundRecipients(
      tx,
      send,
      eq(sendRecipients.status, DELIVERY_STATUSES.notReached),
      `بازگشت هزینه پیامک‌های نرسیده، ارسال شماره ${send.id}`,
    );
    refunded ||= notReached;
  }
  await writeRecipientBookmarks(tx, send.id, options.bookmarkEvery);
  const stateId = send.stateId === SEND_STATES.sending ? SEND_STATES.sent : send.stateId;
  await tx.update(sends).set({ stateId, finishedAt: new Date() }).where(eq(sends.id, send.id));
  return { finished: true, refunded, stateId };
}
