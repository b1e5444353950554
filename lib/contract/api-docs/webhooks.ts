import { MESSAGE_CODES } from "../envelope";
import {
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhookDeliveryDetailResponseSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointRequestSchema,
  webhookEndpointResponseSchema,
  webhookEndpointWithSecretResponseSchema,
} from "../webhooks";
import { answerOf, NO_DATA, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const endpoint = {
  id: 4,
  url: "https://shop.example.com/hooks/sms",
  description: "وضعیت تحویل سفارش‌ها",
  events: ["send.status", "inbox.received"],
  state: "active",
  created_at: "2025-03-12T10:25:00.000Z",
  failing_since: null,
};
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYqr";
const request = { url: endpoint.url, description: endpoint.description, events: endpoint.events };
const delivery = {
  id: 812,
  message_id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  event_type: "send.status",
  state: "delivered",
  attempts: 1,
  last_status: 200,
  last_duration_ms: 84,
  created_at: "2025-03-12T10:30:00.000Z",
  delivered_at: "2025-03-12T10:30:01.100Z",
  next_attempt_at: null,
};
const detail = {
  ...delivery,
  endpoint_id: endpoint.id,
  payload: {
    type: "send.status",
    timestamp: "2025-03-12T10:30:00.950Z",
    data: { send_id: 9912, state_id: 6, total: 1000, statuses: [0, 0, 980, 20, 0] },
  },
  attempts_log: [
    { status: 200, attempted_at: "2025-03-12T10:30:01.016Z", duration_ms: 84, error: null, response: "ok" },
  ],
};

const endpointNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: WEBHOOK_MESSAGES.endpointNotFound };
const deliveryNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: WEBHOOK_MESSAGES.deliveryNotFound };
const events = WEBHOOK_EVENTS.map((e) => `\`${e}\` (${WEBHOOK_EVENT_TITLES[e]})`).join("، ");

export const webhooksDocs: ApiDocArea = {
  tag: "webhooks",
  name: "وب‌هوک‌ها",
  description: `نشانی‌هایی که رویدادهای حساب به آن‌ها فرستاده می‌شود: ${events}. هر پیام یک POST با بدنهٔ JSON \`{type, timestamp, data}\` است و طبق مشخصات Standard Webhooks امضا می‌شود: سرآیندهای \`webhook-id\`، \`webhook-timestamp\` (ثانیهٔ یونیکس) و \`webhook-signature\` به شکل \`v1,<base64 HMAC-SHA256>\` روی \`id.timestamp.body\` با بایت‌های base64 کلید پس از \`whsec_\`. پاسخ 2xx یعنی تحویل؛ هر پاسخ دیگر (از جمله 3xx) تا ۲۴ ساعت با فاصله‌های فزاینده دوباره فرستاده می‌شود و سپس وب‌هوک «ناموفق» می‌شود. فقط مالک حساب به این بخش دسترسی دارد.`,
  operations: {
    "GET /v1/api/user/webhooks": {
      summary: "فهرست وب‌هوک‌ها",
      description: "وب‌هوک‌های حساب، بدون کلید امضا.",
      answer: answerOf(webhookEndpointListResponseSchema),
      example: { data: [endpoint] },
    },
    "POST /v1/api/user/webhooks": {
      summary: "افزودن وب‌هوک",
      description:
        "نشانی (http یا https، بدون نام کاربری و رمز) و رویدادهایش را ثبت می‌کند و کلید امضا را همین یک بار نشان می‌دهد. نشانی‌های شبکهٔ داخلی، خود سرور و نشانی‌های متادیتا پذیرفته نمی‌شوند؛ هر حساب حداکثر ۱۰ وب‌هوک دارد.",
      body: webhookEndpointRequestSchema,
      answer: answerOf(webhookEndpointWithSecretResponseSchema),
      example: { body: request, data: { ...endpoint, secret } },
    },
    "PUT /v1/api/user/webhooks/:id": {
      summary: "ویرایش وب‌هوک",
      description: "نشانی، توضیحات و رویدادهای وب‌هوک را عوض می‌کند؛ کلید امضا همان می‌ماند.",
      body: webhookEndpointRequestSchema,
      answer: answerOf(webhookEndpointResponseSchema),
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, body: request, data: endpoint },
    },
    "DELETE /v1/api/user/webhooks/:id": {
      summary: "حذف وب‌هوک",
      description: "وب‌هوک و سابقهٔ پیام‌هایش را حذف می‌کند؛ پیام‌های در صف دیگر فرستاده نمی‌شوند.",
      answer: NO_DATA,
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, data: null },
    },
    "POST /v1/api/user/webhooks/:id/rotate": {
      summary: "کلید امضای تازه",
      description:
        "کلید تازه‌ای می‌سازد و همین یک بار نشان می‌دهد؛ کلید پیشین تا ۲۴ ساعت کنار آن امضا می‌کند (دو امضا در `webhook-signature` با فاصله).",
      answer: answerOf(webhookEndpointWithSecretResponseSchema),
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, data: { ...endpoint, secret } },
    },
    "POST /v1/api/user/webhooks/:id/test": {
      summary: "ارسال آزمایشی",
      description: "پیام `webhook.test` را همین حالا یک بار می‌فرستد و نتیجه‌اش را برمی‌گرداند.",
      answer: answerOf(webhookDeliveryDetailResponseSchema),
      errors: [endpointNotFound],
      example: {
        params: { id: endpoint.id },
        data: {
          ...detail,
          event_type: "webhook.test",
          payload: {
            type: "webhook.test",
            timestamp: "2025-03-12T10:30:00.950Z",
            data: { endpoint_id: endpoint.id, message: "این یک پیام آزمایشی وب‌هوک است" },
          },
        },
      },
    },
    "POST /v1/api/user/webhooks/:id/enable": {
      summary: "فعال کردن دوباره",
      description: "وب‌هوک ناموفق یا غیرفعال را دوباره فعال می‌کند.",
      answer: answerOf(webhookEndpointResponseSchema),
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, data: endpoint },
    },
    "POST /v1/api/user/webhooks/:id/disable": {
      summary: "توقف ارسال",
      description:
        "وب‌هوک را متوقف می‌کند: تا فعال شدن دوباره پیامی برایش ساخته یا فرستاده نمی‌شود؛ پیام‌های در انتظار پس از فعال شدن فرستاده می‌شوند.",
      answer: answerOf(webhookEndpointResponseSchema),
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, data: { ...endpoint, state: "disabled" } },
    },
    "GET /v1/api/user/webhooks/:id/deliveries": {
      summary: "پیام‌های یک وب‌هوک",
      description: "پیام‌های فرستاده‌شده به وب‌هوک، تازه‌ترین اول، صفحه‌به‌صفحه.",
      query: webhookDeliveryListQuerySchema,
      answer: pageOf(webhookDeliveryListResponseSchema),
      errors: [endpointNotFound],
      example: { params: { id: endpoint.id }, query: { page: 1, per_page: 20 }, data: [delivery] },
    },
    "GET /v1/api/user/webhooks/deliveries/:id": {
      summary: "جزئیات یک پیام",
      description: "بدنهٔ پیام و هر تلاش آن: وضعیت پاسخ، زمان، مدت، خطا و ۲ کیلوبایت نخست پاسخ.",
      answer: answerOf(webhookDeliveryDetailResponseSchema),
      errors: [deliveryNotFound],
      example: { params: { id: delivery.id }, data: detail },
    },
    "POST /v1/api/user/webhooks/deliveries/:id/redeliver": {
      summary: "ارسال دوباره",
      description: "پیام را با همان `webhook-id` همین حالا دوباره می‌فرستد و نتیجه را برمی‌گرداند.",
      answer: answerOf(webhookDeliveryDetailResponseSchema),
      errors: [deliveryNotFound],
      example: { params: { id: delivery.id }, data: { ...detail, attempts: 2 } },
    },
  },
};
