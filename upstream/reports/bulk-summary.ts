import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { BulkReport } from "@/lib/contract/report";
import { SEND_STATE_LOOK } from "@/lib/send/send-states";
import type { SendState } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { sendRecipients, sends, users } from "../db/schema";

/** Edge's `state` words for a send, beside the Persian `status`. */
const STATE_WORDS: Record<number, string> = {
  0: "creating",
  1: "monitoring",
  2: "sending",
  3: "rejected",
  4: "invalid",
  5: "queue",
  6: "finish",
  7: "cancel",
  8: "no_credit",
  9: "error",
};

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** One send of its owner as `report/by_bulk` answers it, or null (unknown, or somebody else's). */
export async function bulkSummary(db: Db, userId: number, sendId: number): Promise<BulkReport | null> {
  const [row] = await db
    .select({ send: sends, username: users.username })
    .from(sends)
    .innerJoin(users, eq(users.id, sends.userId))
    .where(and(eq(sends.id, sendId), eq(sends.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { send } = row;
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.sendId, send.id), isNotNull(sendRecipients.status)));

  return {
    messages_outbox_id: String(send.id),
    number: send.fromNumber,
    number_id: String(send.lineId),
    type: send.sendingType,
    time_send: toSeconds(send.sendTime),
    time: toSeconds(send.createdAt),
    rcpts_count: send.recipientCount,
    exit_count: sent?.count ?? 0,
    status: SEND_STATE_LOOK[send.stateId as SendState]?.label ?? SEND_STATE_LOOK[9].label,
    state: STATE_WORDS[send.stateId] ?? "error",
    state_id: send.stateId,
    message: send.message,
    part: send.parts,
    cost: Number(send.costReserved) - Number(send.refunded),
    summary: send.message ? send.message.slice(0, 60) : null,
    user_ip: send.senderIp,
    reject_comment: send.rejectionReason,
  };
}
