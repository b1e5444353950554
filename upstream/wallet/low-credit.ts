import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { SocketEvent } from "@/lib/contract/socket";
import { groupDigits } from "@/lib/format/money";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { creditSumSql } from "../services/ledger";
import { channelsOf } from "../services/notifications";
import { deliverSms } from "../sms/operator";

/**
 * The low-balance alert (spec §5). An owner with a threshold gets one `credit.low` event, and one
 * SMS unless the settings keep this notice in the panel, when a debit takes the paid credit (the credit bucket, as the header shows it; gift is
 * not counted) below it; `users.lowCreditAlerted` remembers that the alert went out for this
 * crossing. The flag clears once the credit is back at or above the threshold, so the next
 * crossing alerts again.
 */

/** The NOTIFY channel the live events travel on (socket/live-events.ts). */
const LIVE_CHANNEL = "live_events";

const lowCreditText = (credit: number, threshold: number) =>
  `هشدار کمبود اعتبار: اعتبار حساب شما ${groupDigits(credit)} ریال است و از آستانهٔ هشدار ${groupDigits(threshold)} ریال کمتر شده است. برای ادامهٔ ارسال، کیف پول را شارژ کنید.`;

/**
 * Clears the alert's flag when the owner's credit is at or above the threshold again (or the
 * alert is off). Call it after crediting, in the crediting transaction or after its commit: a
 * payment's success, an approval, a refund. One statement; answers whether the flag cleared.
 * A debit calls it too before taking money, so a deposit written without it still counts.
 */
export async function settleLowCreditAlert(db: Db | Tx, userId: number): Promise<boolean> {
  const cleared = await db
    .update(users)
    .set({ lowCreditAlerted: false })
    .where(
      and(
        eq(users.id, userId),
        eq(users.lowCreditAlerted, true),
        or(isNull(users.lowCreditThreshold), sql`${creditSumSql(userId)} >= ${users.lowCreditThreshold}`),
      ),
    )
    .returning({ id: users.id });
  return cleared.length > 0;
}

/**
 * After a debit, in its transaction (the owner's row locked): when the credit is now below the
 * threshold and the alert has not gone out for this crossing, sets the flag, leaves the SMS with
 * the simulated operator and queues `credit.low`, which PostgreSQL hands to the live events only
 * when the transaction commits. Answers what was told, or null.
 */
export async function alertIfLowCredit(tx: Tx, userId: number): Promise<{ credit: number; threshold: number } | null> {
  const [row] = await tx
    .update(users)
    .set({ lowCreditAlerted: true })
    .where(
      and(
        eq(users.id, userId),
        eq(users.lowCreditAlerted, false),
        isNotNull(users.lowCreditThreshold),
        sql`${creditSumSql(userId)} < ${users.lowCreditThreshold}`,
      ),
    )
    .returning({
      mobile: users.mobile,
      channels: users.notificationChannels,
      threshold: sql<string>`${users.lowCreditThreshold}::text`,
      credit: sql<string>`${creditSumSql(userId)}::text`,
    });
  if (!row) return null;
  const data = { credit: Math.floor(Number(row.credit)), threshold: Math.floor(Number(row.threshold)) };
  // The panel's own notice (the event below) always goes; the SMS only if the owner wants it.
  if (channelsOf(row.channels).low_credit === "sms")
    await deliverSms(tx, row.mobile, lowCreditText(data.credit, data.threshold));
  const event: SocketEvent = { event: "credit.low", data };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ userId, event })})`);
  return data;
}
