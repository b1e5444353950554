import { and, desc, lt, type SQL } from "drizzle-orm";
import { INBOX_TYPE_TITLES, type InboxType } from "@/lib/contract/inbox";
import type { Db } from "../db/client";
import { inboxMessages } from "../db/schema";
import { jalaliTimeFormatter } from "../sheets/jalali-time";

/** Messages read per query while the file is written. */
const PAGE = 5_000;

const INBOX_FILE_TITLES = ["شناسه", "فرستنده", "خط دریافت‌کننده", "متن پیام", "نوع", "زمان دریافت", "وضعیت"] as const;

/**
 * The messages `where` keeps, newest first, titles first: id, sender (98…), receiving line, text,
 * type, received time (Jalali, Tehran), read or not.
 */
export async function* inboxRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...INBOX_FILE_TITLES]];
  const jalaliTime = jalaliTimeFormatter();
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(inboxMessages)
      .where(before === null ? where : and(where, lt(inboxMessages.id, before)))
      .orderBy(desc(inboxMessages.id))
      .limit(PAGE);
    yield rows.map((row) => [
      String(row.id),
      row.fromMsisdn,
      row.toNumber.replace(/^\+/, ""),
      row.message,
      INBOX_TYPE_TITLES[row.type as InboxType] ?? row.type,
      jalaliTime(row.receivedAt),
      row.seenAt === null ? "خوانده‌نشده" : "خوانده‌شده",
    ]);
    if (rows.length < PAGE) return;
    before = rows[rows.length - 1]!.id;
  }
}
