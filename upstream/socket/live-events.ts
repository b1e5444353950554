import { sql } from "drizzle-orm";
import type { InboxMessage } from "../../lib/contract/inbox-message";
import type { SocketEvent } from "../../lib/contract/socket";
import type { Database, Db } from "../db/client";
import { unreadCount } from "../inbox/rows";
import type { SendProgress } from "../sending/progress";
import { balanceOf } from "../services/ledger";
import type { SocketHub } from "./hub";

/** Events the routes raise once their change is committed. */
export interface LiveEvents {
  creditChanged(userId: number): Promise<void>;
  /** A send's state and recipients by delivery status (`send.progress`). */
  sendProgress(userId: number, progress: SendProgress): Promise<void>;
  /** An SMS reached the user's inbox (`inbox.received`, with the unread count after it). */
  inboxReceived(userId: number, message: InboxMessage): Promise<void>;
  /** A debit took the credit below the owner's low-balance alert (`credit.low`), once per crossing. */
  creditLow(userId: number, data: { credit: number; threshold: number }): Promise<void>;
  /** The finance team reviewed a card-to-card or bank transfer (`payment.reviewed`). */
  paymentReviewed(
    userId: number,
    data: { payment_id: number; state: "success" | "failed"; reason: string | null },
  ): Promise<void>;
  /** The content team approved or rejected one of the account's patterns (`pattern.reviewed`). */
  patternReviewed(
    userId: number,
    data: { pattern_code: string; title: string | null; status: "active" | "inactive"; reason: string | null },
  ): Promise<void>;
  /** Support answered, asked, referred or closed one of the account's requests (`ticket.answered`). */
  ticketAnswered(
    userId: number,
    data: { ticket_id: number; type: "ticket" | "suggestion"; subject: string; state_id: number; unseen: number },
  ): Promise<void>;
  /**
   * A session token was revoked: its sockets close; without a token, every session of the member
   * ended (a password reset, a colleague deactivated or deleted).
   */
  sessionsEnded(userId: number, tokenId?: number): void;
  /** Open sockets of a member (development tools and tests). */
  connections(userId: number): number;
  /** Drops a user's sockets as a network failure would (development tools and tests). */
  drop(userId: number): number;
}

/** The NOTIFY channel that carries socket events between upstream processes sharing one database. */
const LIVE_CHANNEL = "live_events";

interface Notice {
  userId: number;
  event: SocketEvent;
}

/** One event to the account's members' sockets, in whichever upstream process they are open. */
export async function publishLive(db: Db, userId: number, event: SocketEvent): Promise<void> {
  const notice: Notice = { userId, event };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Socket events reach the account's members wherever their sockets are open: every event goes out as a
 * NOTIFY on the database, and every upstream process hands the ones it hears to its own sockets.
 * A send advanced by one process thus shows on a browser connected to another.
 */
export async function liveEvents(database: Database, hub: SocketHub): Promise<LiveEvents> {
  await database.listen(LIVE_CHANNEL, (payload) => {
    try {
      const notice = JSON.parse(payload) as Notice;
      hub.publish(notice.userId, notice.event);
    } catch (error) {
      console.error("upstream: an unreadable live event was dropped:", error);
    }
  });
  const broadcast = (userId: number, event: SocketEvent) => publishLive(database.db, userId, event);
  return {
    async creditChanged(userId) {
      const credit = Number(await balanceOf(database.db, userId));
      await broadcast(userId, { event: "credit.changed", data: { credit } });
    },
    sendProgress: (userId, progress) => broadcast(userId, { event: "send.progress", data: progress }),
    async inboxReceived(userId, message) {
      const unread = await unreadCount(database.db, userId);
      await broadcast(userId, { event: "inbox.received", data: { message, unread } });
    },
    creditLow: (userId, data) => broadcast(userId, { event: "credit.low", data }),
    paymentReviewed: (userId, data) => broadcast(userId, { event: "payment.reviewed", data }),
    patternReviewed: (userId, data) => broadcast(userId, { event: "pattern.reviewed", data }),
    ticketAnswered: (userId, data) => broadcast(userId, { event: "ticket.answered", data }),
    sessionsEnded: (userId, tokenId) => hub.endSessions(userId, tokenId),
    connections: (userId) => hub.connectionCount(userId),
    drop: (userId) => hub.dropUser(userId),
  };
}
