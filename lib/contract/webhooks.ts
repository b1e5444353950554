import * as z from "zod/mini";
import { groupDigits } from "../format/money";
import { envelope, pagedEnvelope } from "./envelope";

/**
 * Webhooks: the owner's URLs that hear the account's events, delivered as the Standard Webhooks
 * specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 over
 * `id.timestamp.body` with the endpoint's secret). `user/webhooks` lists and changes endpoints;
 * each keeps a log of its deliveries with their attempts.
 */

export const WEBHOOK_EVENTS = [
  "send.status",
  "inbox.received",
  "credit.low",
  "payment.reviewed",
  "ticket.answered",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_TITLES: Record<WebhookEvent, string> = {
  "send.status": "تغییر وضعیت تحویل پیامک‌های یک ارسال",
  "inbox.received": "دریافت پیامک",
  "credit.low": "کم شدن اعتبار از حد هشدار",
  "payment.reviewed": "بررسی واریز",
  "ticket.answered": "پاسخ پشتیبانی",
};

/** The message «ارسال آزمایشی» sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_LIMITS = {
  url: 2000,
  description: 200,
  /** Endpoints per account. */
  perAccount: 10,
  /** Bytes of a receiver's answer kept with an attempt. */
  response: 2048,
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: "نشانی وب‌هوک را وارد کنید",
  urlInvalid: "نشانی معتبر نیست؛ مانند https://example.com/webhooks",
  urlTooLong: `نشانی حداکثر ${groupDigits(WEBHOOK_LIMITS.url)} نویسه است`,
  urlCredentials: "نام کاربری و رمز عبور را در نشانی ننویسید؛ درستی پیام‌ها را با امضای آن‌ها بسنجید",
  urlPrivate: "نشانی به شبکهٔ داخلی یا خود سرور اشاره می‌کند؛ نشانی‌ای بدهید که از اینترنت در دسترس باشد",
  descriptionTooLong: `توضیحات حداکثر ${groupDigits(WEBHOOK_LIMITS.description)} نویسه است`,
  eventsRequired: "دست‌کم یک رویداد را انتخاب کنید",
  eventInvalid: "رویداد را از میان گزینه‌ها انتخاب کنید",
  tooMany: `هر حساب حداکثر ${groupDigits(WEBHOOK_LIMITS.perAccount)} نشانی وب‌هوک دارد؛ یکی را حذف کنید`,
  endpointNotFound: "وب‌هوک مورد نظر یافت نشد",
  deliveryNotFound: "پیام وب‌هوک مورد نظر یافت نشد",
  notFailing: "این وب‌هوک فعال است",
  // Why a try failed without an answer; the upstream records it in English (Node's words), the panel says it so.
  attemptNoAnswer: "گیرنده در ۱۰ ثانیه پاسخی نداد",
  attemptRefused: "گیرنده اتصال را نپذیرفت؛ سرویسی روی این نشانی و درگاه در دسترس نیست",
  attemptForbidden: "نشانی هنگام ارسال به شبکهٔ داخلی یا خود سرور رسید و پیام فرستاده نشد",
  attemptNoHost: "نام میزبان نشانی پیدا نشد",
  attemptCutOff: "اتصال پیش از پاسخ گیرنده قطع شد",
  attemptTls: "گواهی امنیتی (TLS) گیرنده پذیرفته نشد",
  attemptFailed: "اتصال به گیرنده برقرار نشد",
} as const;

/** http or https, parsed by the URL standard, without user or password. */
function checkUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "")
    return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username !== "" || url.password !== "") return WEBHOOK_MESSAGES.urlCredentials;
  return null;
}

const urlSchema = z.string({ error: WEBHOOK_MESSAGES.urlRequired }).check(
  z.trim(),
  z.minLength(1, WEBHOOK_MESSAGES.urlRequired),
  z.maxLength(WEBHOOK_LIMITS.url, WEBHOOK_MESSAGES.urlTooLong),
  z.superRefine((value, ctx) => {
    if (value === "" || value.length > WEBHOOK_LIMITS.url) return;
    const problem = checkUrl(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  }),
);

/** POST user/webhooks and PUT user/webhooks/:id. */
export const webhookEndpointRequestSchema = z.object({
  url: urlSchema,
  description: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.description, WEBHOOK_MESSAGES.descriptionTooLong)),
    ),
  ),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventInvalid }), { error: WEBHOOK_MESSAGES.eventsRequired })
    .check(z.minLength(1, WEBHOOK_MESSAGES.eventsRequired), z.maxLength(WEBHOOK_EVENTS.length)),
});
export type WebhookEndpointRequest = z.output<typeof webhookEndpointRequestSchema>;

const WEBHOOK_ENDPOINT_STATES = ["active", "failing", "disabled"] as const;

const stamp = z.string();
const int = () => z.number().check(z.int());

/** An endpoint as lists show it: never its secret. */
const webhookEndpointSchema = z.object({
  id: int(),
  url: z.string(),
  description: z.nullable(z.string()),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  state: z.enum(WEBHOOK_ENDPOINT_STATES),
  created_at: stamp,
  failing_since: z.nullable(stamp),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `whsec_` and the base64 of 24 or more random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

/** Create and rotate: the endpoint and its new secret, shown this once. */
const webhookEndpointWithSecretSchema = z.extend(webhookEndpointSchema, {
  secret: z.string().check(z.regex(WEBHOOK_SECRET_PATTERN)),
});

export const webhookEndpointListResponseSchema = envelope(z.array(webhookEndpointSchema));
export const webhookEndpointResponseSchema = envelope(webhookEndpointSchema);
export const webhookEndpointWithSecretResponseSchema = envelope(webhookEndpointWithSecretSchema);

const WEBHOOK_DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
export const WEBHOOK_DELIVERY_STATE_TITLES: Record<WebhookDeliveryState, string> = {
  pending: "در انتظار",
  delivered: "تحویل شد",
  failed: "ناموفق",
};

/** One message to one endpoint, as the delivery log lists it. */
const webhookDeliverySchema = z.object({
  id: int(),
  message_id: z.string(),
  event_type: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: int(),
  last_status: z.nullable(int()),
  last_duration_ms: z.nullable(int()),
  created_at: stamp,
  delivered_at: z.nullable(stamp),
  next_attempt_at: z.nullable(stamp),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** One try: the answer's status (null when none came), when, how long, why it failed, its first 2 KB. */
const webhookAttemptSchema = z.object({
  status: z.nullable(int()),
  attempted_at: stamp,
  duration_ms: int(),
  error: z.nullable(z.string()),
  response: z.nullable(z.string()),
});

const webhookDeliveryDetailSchema = z.extend(webhookDeliverySchema, {
  endpoint_id: int(),
  /** The JSON body sent: `{type, timestamp, data}`. */
  payload: z.object({ type: z.string(), timestamp: z.string(), data: z.unknown() }),
  attempts_log: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListResponseSchema = pagedEnvelope(webhookDeliverySchema);
export const webhookDeliveryDetailResponseSchema = envelope(webhookDeliveryDetailSchema);

/** GET user/webhooks/:id/deliveries?page&per_page (newest first). */
export const webhookDeliveryListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
