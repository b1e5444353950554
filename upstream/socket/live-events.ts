import type { Db } from "../db/client";
import { balanceOf } from "../services/ledger";
import type { SocketHub } from "./hub";

/** Events the routes raise once their change is committed. */
export interface LiveEvents {
  creditChanged(userId: number): Promise<void>;
  /** A session token was revoked: its sockets close; without a token, every session of the user ended. */
  sessionsEnded(userId: number, tokenId?: number): void;
  /** Open sockets of a user (development tools and tests). */
  connections(userId: number): number;
  /** Drops a user's sockets as a network failure would (development tools and tests). */
  drop(userId: number): number;
}

export function liveEvents(db: Db, hub: SocketHub): LiveEvents {
  return {
    async creditChanged(userId) {
      const credit = Number(await balanceOf(db, userId));
      hub.publish(userId, { event: "credit.changed", data: { credit } });
    },
    sessionsEnded: (userId, tokenId) => hub.endSessions(userId, tokenId),
    connections: (userId) => hub.connectionCount(userId),
    drop: (userId) => hub.dropUser(userId),
  };
}
