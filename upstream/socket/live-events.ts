import type { Db } from "../db/client";
import { balanceOf } from "../services/ledger";
import type { SocketHub } from "./hub";

/** Events the routes raise once their change is committed. */
export interface LiveEvents {
  creditChanged(userId: number): Promise<void>;
}

export function liveEvents(db: Db, hub: SocketHub): LiveEvents {
  return {
    async creditChanged(userId) {
      const credit = Number(await balanceOf(db, userId));
      hub.publish(userId, { event: "credit.changed", data: { credit } });
    },
  };
}
