import { and, eq, gte, inArray } from "drizzle-orm";
import * as z from "zod/mini";
import { cancelSendRequestSchema, type SendingType } from "@/lib/contract/send";
import { activityLog, sends } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import type { ActivitySource } from "./source";
import { countText, idText, quoted } from "./wording";

/** Each way of sending as the log names it, before «به N گیرنده». */
const SEND_PHRASES: Record<SendingType, string> = {
  webservice: "ارسال سریع",
  peer_to_peer: "ارسال نظیر به نظیر",
  peer_to_peer_file: "ارسال نظیر به نظیر از فایل",
  file: "ارسال از فایل",
  phonebook: "ارسال به دفترچهٔ تلفن",
  keyword: "ارسال کلمهٔ کلیدی از فایل",
  keyword_phonebook: "ارسال کلمهٔ کلیدی به دفترچهٔ تلفن",
  postal_code: "ارسال بر اساس کد پستی",
  country: "ارسال شهری و استانی",
  job: "ارسال به مشاغل",
  map: "ارسال روی نقشه",
  tower: "ارسال دکل ایرانسل",
  pattern: "ارسال پیامک الگو",
  secretary: "پاسخ خودکار منشی",
};

/** Whether the account's log already tells of this send: entries since it was made, kept by the log's index. */
async function recordedSince(source: ActivitySource, send: { id: number; createdAt: Date }): Promise<boolean> {
  const [entry] = await source.db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.accountId, source.accountId),
        gte(activityLog.createdAt, send.createdAt),
        eq(activityLog.kind, "send"),
        eq(activityLog.link, PANEL_LINKS.report(send.id)),
      ),
    )
    .limit(1);
  return entry !== undefined;
}

const sendAnswer = z.object({ message_outbox_ids: z.array(z.number()) });
const patternSendBody = z.object({ sending_type: z.literal("pattern") });

/**
 * A pattern send as the log tells it: «ارسال پیامک الگوی «کد» به ۱ گیرنده (شناسهٔ ۴۵)». The
 * pattern intake writes it in the transaction that stores the send: codes come many a second, and
 * each entry written there is one statement less for each.
 */
export function patternSendActivity(code: string, sendId: number) {
  return {
    kind: "send" as const,
    text: `ارسال پیامک الگوی ${quoted(code)} به ${countText(1)} گیرنده (شناسهٔ ${idText(sendId)})`,
    link: PANEL_LINKS.report(sendId),
  };
}
const trackedLinkAnswer = z.object({ url: z.string() });

/**
 * The sends a call made, read back by the ids it answered (a file send's form is never read
 * again): «ارسال سریع به ۱۲ گیرنده (شناسهٔ ۴۵)».
 */
export const SEND_ACTIVITIES: RouteActivities = {
  "POST /v1/api/send": activity("send", async (source) => {
    // A pattern send's entry is written with the send itself (sending/pattern-intake.ts).
    if (await source.body(patternSendBody)) return null;
    const answer = await source.data(sendAnswer);
    if (!answer || answer.message_outbox_ids.length === 0) return null;
    const made = await source.db
      .select({
        id: sends.id,
        sendingType: sends.sendingType,
        recipients: sends.recipientCount,
        createdAt: sends.createdAt,
      })
      .from(sends)
      .where(and(eq(sends.userId, source.accountId), inArray(sends.id, answer.message_outbox_ids)))
      .orderBy(sends.id);
    const first = made[0];
    if (!first) return null;
    // A request sent again under its Idempotency-Key answers the sends it made the first time: recorded then.
    if (source.header("idempotency-key") !== undefined && (await recordedSince(source, first))) return null;
    const phrase = SEND_PHRASES[first.sendingType as SendingType] ?? "ارسال پیامک";
    const recipients = countText(made.reduce((sum, send) => sum + send.recipients, 0));
    const ids =
      made.length === 1
        ? `شناسهٔ ${idText(first.id)}`
        : `${countText(made.length)} ارسال با شناسه‌های ${made.map((send) => idText(send.id)).join("، ")}`;
    return line(`${phrase} به ${recipients} گیرنده (${ids})`, PANEL_LINKS.report(first.id));
  }),
  // Only a price is worked out; nothing is sent or stored.
  "POST /v1/api/send/calculate-price": null,
  "POST /v1/api/send/cancel": activity("cancel", async (source) => {
    const body = await source.body(cancelSendRequestSchema);
    return body && line(`توقف ارسال ${idText(body.message_outbox_id)}`, PANEL_LINKS.report(body.message_outbox_id));
  }),
  // Counts the numbers of a drawn area; nothing is stored.
  "POST /v1/api/send/banks/area-counts": null,
  "POST /v1/api/panel/link_tracker": activity("send", async (source) => {
    const answer = await source.data(trackedLinkAnswer);
    return answer && line(`ساخت پیوند کوتاه برای ${quoted(answer.url)}`);
  }),
};
