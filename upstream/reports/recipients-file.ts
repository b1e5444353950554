import { and, asc, eq, gt, lte } from "drizzle-orm";
import { DELIVERY_STATUS_TITLES, NOT_HANDED_OVER_TITLE } from "@/lib/contract/report";
import type { DeliveryStatus } from "@/lib/contract/send";
import { OPERATOR_NAMES } from "@/lib/send/operator-names";
import type { MobileOperator } from "@/lib/sms/operators";
import type { Db } from "../db/client";
import { sendRecipients } from "../db/schema";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { alongIndex } from "./along-index";
import { recipientText } from "./recipient-row";
import { recipientColumns } from "./recipients-page";

/** Recipients read per query while the file is written. */
const BATCH = 5_000;

const RECIPIENT_FILE_TITLES = [
  "شماره گیرنده",
  "اپراتور",
  "وضعیت تحویل",
  "تعداد بخش",
  "هزینه (ریال)",
  "متن پیام",
  "آخرین تغییر وضعیت",
] as const;

const statusTitle = (status: number | null) =>
  status === null ? NOT_HANDED_OVER_TITLE : (DELIVERY_STATUS_TITLES[status as DeliveryStatus] ?? String(status));

/**
 * The rows of a send's recipients file, titles first, in the send's order: number (98…),
 * operator, delivery status, parts, cost, the text as it went out and when the status last
 * changed (Jalali, Tehran). Read in batches after the last position seen, so each batch is one
 * index range however far into the send it is, and memory holds one batch.
 */
export async function* recipientFileRows(
  db: Db,
  send: { id: number; message: string | null; cancelSuffix: boolean },
  status: DeliveryStatus | undefined,
): AsyncGenerator<string[][]> {
  yield [[...RECIPIENT_FILE_TITLES]];
  const when = jalaliTimeFormatter();
  const ofSend = eq(sendRecipients.sendId, send.id);
  // Unfiltered, the batch after a position is a range of positions (they run 0…n−1); by status, the next rows along the status index.
  const batchAfter = (after: number) =>
    status === undefined
      ? db
          .select(recipientColumns)
          .from(sendRecipients)
          .where(and(ofSend, gt(sendRecipients.position, after), lte(sendRecipients.position, after + BATCH)))
          .orderBy(asc(sendRecipients.position))
      : alongIndex(db, (tx) =>
          tx
            .select(recipientColumns)
            .from(sendRecipients)
            .where(and(ofSend, eq(sendRecipients.status, status), gt(sendRecipients.position, after)))
            .orderBy(asc(sendRecipients.position))
            .limit(BATCH),
        );
  let after = -1;
  for (;;) {
    const rows = await batchAfter(after);
    yield rows.map((r) => [
      r.msisdn,
      OPERATOR_NAMES[r.operator as MobileOperator] ?? r.operator,
      statusTitle(r.status),
      String(r.parts),
      String(Number(r.cost)),
      recipientText(r, send) ?? "",
      when(r.updatedAt),
    ]);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.position;
  }
}
