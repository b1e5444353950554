import { and, eq, isNull, sql } from "drizzle-orm";
import { operatorOf } from "@/lib/sms/operators";
import { countMessage } from "@/lib/sms/message-parts";
import type { Tx } from "../db/client";
import { ledgerEntries, sendRecipients, sends, senderLines, users } from "../db/schema";
import { writeRecipientBookmarks } from "../reports/recipient-bookmarks";
import { REPORT_WINDOW_DAYS } from "@/lib/contract/report";
import { SEND_STATES, DELIVERY_STATUSES } from "@/lib/contract/send";
import { DEMO_SENDS, DEMO_SENDS_OWNER, type DemoSend } from "./data/sends";

const DAY_MS = 24 * 3600 * 1000;
/** Minutes the simulated operator took to finish a seeded send. */
const DELIVERY_MINUTES = 6;

function recipientsOf(send: DemoSend, sendId: number, parts: number, at: Date) {
  const each = (send.cost / send.count).toFixed(4);
  return Array.from({ length: send.count }, (_, position) => {
    const msisdn = `98${send.prefixes[position % send.prefixes.length]}${String(4_300_000 + position).padStart(7, "0")}`;
    const notReached = send.notReachedEvery !== null && position % send.notReachedEvery === send.notReachedEvery - 1;
    return {
      sendId,
      position,
      msisdn,
      operator: operatorOf(msisdn) ?? "other",
      parts,
      cost: each,
      status: notReached ? DELIVERY_STATUSES.notReached : DELIVERY_STATUSES.handset,
      updatedAt: at,
    };
  });
}

/** The demo's finished sends with their recipients; those older than the report window are already archived. */
export async function seedSends(tx: Tx, now: Date = new Date()): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_SENDS_OWNER));
  if (!owner) return;
  const lines = new Map(
    (await tx.select({ id: senderLines.id, number: senderLines.number }).from(senderLines)).map((l) => [
      l.number,
      l.id,
    ]),
  );
  for (const send of DEMO_SENDS) {
    const lineId = lines.get(send.line);
    if (lineId === undefined) continue;
    const createdAt = new Date(now.getTime() - send.daysAgo * DAY_MS);
    const finishedAt = new Date(createdAt.getTime() + DELIVERY_MINUTES * 60_000);
    const { parts } = countMessage(send.message, { cancelSuffix: send.cancelSuffix });
    const [row] = await tx
      .insert(sends)
      .values({
        userId: owner.id,
        lineId,
        fromNumber: send.line,
        sendingType: send.sendingType,
        message: send.message,
        cancelSuffix: send.cancelSuffix,
        parts,
        recipientCount: send.count,
        dispatched: send.count,
        stateId: SEND_STATES.sent,
        sendTime: createdAt,
        createdAt,
        startedAt: createdAt,
        finishedAt,
        costReserved: send.cost.toFixed(4),
        senderIp: send.senderIp,
        systemic: send.systemic,
        archivedAt: send.daysAgo > REPORT_WINDOW_DAYS ? now : null,
      })
      .returning({ id: sends.id });
    // Its debit in the demo's wallet history is this send's, as the runner's debits name their send.
    if (send.cost > 0)
      await tx
        .update(ledgerEntries)
        .set({ sendId: row!.id })
        .where(
          and(
            eq(ledgerEntries.userId, owner.id),
            eq(ledgerEntries.method, "send"),
            isNull(ledgerEntries.sendId),
            sql`${ledgerEntries.amount} = ${(-send.cost).toFixed(4)}::numeric`,
          ),
        );
    await tx.insert(sendRecipients).values(recipientsOf(send, row!.id, parts, finishedAt));
    // Settled as they are written, as the runner leaves a send.
    await writeRecipientBookmarks(tx, row!.id);
  }
}
