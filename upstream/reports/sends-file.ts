import type { SQL } from "drizzle-orm";
import { SENDING_TYPE_TITLES } from "@/lib/contract/report";
import type { SendingType } from "@/lib/contract/send";
import type { Db } from "../db/client";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { sendBatches } from "./list-query";
import { stateTitle } from "./send-row";

const BATCH = 2_000;

const SEND_FILE_TITLES = [
  "شناسه ارسال",
  "خط فرستنده",
  "نوع ارسال",
  "وضعیت",
  "تعداد گیرندگان",
  "تعداد ارسال‌شده",
  "تعداد بخش",
  "هزینه (ریال)",
  "متن پیام",
  "زمان ایجاد",
  "زمان ارسال",
  "آی‌پی فرستنده",
] as const;

/** The rows of a report list's file, titles first, newest send first, with the list's words in Persian. */
export async function* sendFileRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...SEND_FILE_TITLES]];
  const when = jalaliTimeFormatter();
  for await (const sends of sendBatches(db, where, BATCH)) {
    yield sends.map((s) => [
      String(s.id),
      s.fromNumber.replace(/^\+/, ""),
      SENDING_TYPE_TITLES[s.sendingType as SendingType] ?? s.sendingType,
      stateTitle(s.stateId),
      String(s.recipientCount),
      String(s.dispatched),
      String(s.parts),
      String(Number(s.cost)),
      s.message ?? "",
      when(s.createdAt),
      when(s.sendTime),
      s.senderIp ?? "",
    ]);
  }
}
