import type { Db } from "../db/client";
import type { LiveEvents } from "../socket/live-events";
import { enqueueEvent, enqueueSendStatus } from "./enqueue";

/**
 * The live events with webhooks beside them: each event the socket hears is also queued for the
 * account's endpoints that take it (an insert; the worker delivers). A failure to queue is logged
 * and never fails the change that raised the event.
 */
export function withWebhooks(live: LiveEvents, db: Db, kick: () => void): LiveEvents {
  const queue = async (userId: number, enqueue: () => Promise<boolean>) => {
    try {
      if (await enqueue()) kick();
    } catch (error) {
      console.error(`upstream: queuing a webhook of account ${userId} failed:`, error);
    }
  };
  return {
    ...live,
    async sendProgress(userId, progress) {
      await live.sendProgress(userId, progress);
      await queue(userId, () => enqueueSendStatus(db, userId, progress));
    },
    async inboxReceived(userId, message) {
      await live.inboxReceived(userId, message);
      await queue(userId, () => enqueueEvent(db, userId, "inbox.received", message));
    },
    async creditLow(userId, data) {
      await live.creditLow(userId, data);
      await queue(userId, () => enqueueEvent(db, userId, "credit.low", data));
    },
    async paymentReviewed(userId, data) {
      await live.paymentReviewed(userId, data);
      await queue(userId, () => enqueueEvent(db, userId, "payment.reviewed", data));
    },
    async ticketAnswered(userId, data) {
      await live.ticketAnswered(userId, data);
      // `unseen` is the panel's navigation count, not the ticket's news.
      const ticket = { ticket_id: data.ticket_id, type: data.type, subject: data.subject, state_id: data.state_id };
      await queue(userId, () => enqueueEvent(db, userId, "ticket.answered", ticket));
    },
  };
}
