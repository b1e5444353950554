import {
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDetail,
  type WebhookEvent,
} from "@/lib/contract/webhooks";
import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

const isEvent = (type: string): type is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(type);

/** A message's event in Persian: one of the contract's, the test message, or its own name. */
export function eventTitle(type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return "پیام آزمایشی";
  return isEvent(type) ? WEBHOOK_EVENT_TITLES[type] : type;
}

/** Milliseconds as the log shows them: «۱۲۳ میلی‌ثانیه», «۲٫۵ ثانیه» from a second on. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${groupDigits(ms)} میلی‌ثانیه`;
  return `${toPersianDigits((ms / 1000).toFixed(1).replace(/\.0$/, "")).replace(".", "٫")} ثانیه`;
}

/** An HTTP status in Persian digits, or that no answer came. */
export const statusText = (status: number | null) => (status === null ? "بدون پاسخ" : toPersianDigits(status));

const ATTEMPT_ERRORS: [RegExp, string][] = [
  [/^no answer within/i, WEBHOOK_MESSAGES.attemptNoAnswer],
  [/ECONNREFUSED/, WEBHOOK_MESSAGES.attemptRefused],
  [/private, loopback, link-local or reserved/i, WEBHOOK_MESSAGES.attemptForbidden],
  [/ENOTFOUND|EAI_AGAIN|ENODATA|resolves to no address/, WEBHOOK_MESSAGES.attemptNoHost],
  [/socket hang up|ECONNRESET|EPIPE/i, WEBHOOK_MESSAGES.attemptCutOff],
  [/certificate|CERT_|SSL|TLS|self[- ]signed/i, WEBHOOK_MESSAGES.attemptTls],
];

/** Why a try got no answer, in Persian; the upstream's own words are shown beside it as the technical detail. */
export function attemptErrorText(error: string): string {
  return ATTEMPT_ERRORS.find(([pattern]) => pattern.test(error))?.[1] ?? WEBHOOK_MESSAGES.attemptFailed;
}

const delivered = (status: number | null) => status !== null && status >= 200 && status < 300;

/** How a message's latest try went, in a sentence: for the test and redelivery results. */
export function latestTryOutcome(delivery: WebhookDeliveryDetail): { ok: boolean; text: string } {
  const last = delivery.attempts_log.at(-1);
  if (!last) return { ok: false, text: "هنوز تلاشی برای این پیام ثبت نشده است." };
  if (delivered(last.status)) {
    return {
      ok: true,
      text: `تحویل شد؛ گیرنده در ${durationText(last.duration_ms)} با ${statusText(last.status)} پاسخ داد.`,
    };
  }
  if (last.status !== null) return { ok: false, text: `تحویل نشد؛ گیرنده با ${statusText(last.status)} پاسخ داد.` };
  return { ok: false, text: `تحویل نشد؛ ${attemptErrorText(last.error ?? "")}.` };
}
