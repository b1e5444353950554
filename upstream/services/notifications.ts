import { eq } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
} from "@/lib/contract/user-setting";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { deliverSms } from "../sms/operator";

/** The channels as stored (a missing or unknown value is the kind's default). */
export function channelsOf(stored: Record<string, string>): NotificationChannels {
  const channels = { ...DEFAULT_NOTIFICATION_CHANNELS };
  for (const kind of NOTIFICATION_KINDS) {
    const value = stored[kind];
    if (value === "sms" || value === "panel") channels[kind] = value;
  }
  return channels;
}

/** An SMS to the account's mobile, if it wants this kind by SMS. Answers whether one went out. */
export async function notifyBySms(db: Db | Tx, userId: number, kind: NotificationKind, text: string): Promise<boolean> {
  const [row] = await db
    .select({ mobile: users.mobile, channels: users.notificationChannels })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || channelsOf(row.channels)[kind] !== "sms") return false;
  await deliverSms(db, row.mobile, text);
  return true;
}
