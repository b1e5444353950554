import {
  API_KEY_MESSAGES,
  apiCallDetailResponseSchema,
  apiCallListQuerySchema,
  apiCallListResponseSchema,
  apiKeyCodeResponseSchema,
  apiKeyCreateRequestSchema,
  apiKeyDeleteRequestSchema,
  apiKeyListResponseSchema,
  apiKeySecretResponseSchema,
  apiKeyShowRequestSchema,
} from "../api-keys";
import { MESSAGE_CODES } from "../envelope";
import { answerOf, NO_DATA } from "./answers";
import type { ApiDocArea } from "./types";

const key = {
  id: 7,
  title: "فروشگاه",
  prefix: "ipk_3fK9xQ",
  allowed_addresses: ["203.0.113.10", "198.51.100.0/24"],
  created_at: "2025-03-12 10:25:00",
  last_used_at: "2025-03-12 11:02:41",
  calls_today: 128,
};
const secret = { ...key, last_used_at: null, calls_today: 0, key: "ipk_3fK9xQ7bLm2Rt8Vw1Yc4Zd6Hj0Np5Sx9Ae3Gk7Uq" };
const call = {
  id: 90311,
  key_id: 7,
  key_title: "فروشگاه",
  method: "GET",
  path: "/v1/api/payment/credit/mine",
  status: 200,
  duration_ms: 12,
  client_address: "203.0.113.10",
  created_at: "2025-03-12 11:02:41",
};

const keyNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: API_KEY_MESSAGES.keyNotFound };
/** A wrong code stands beside `code` (422), never a 401 that would end the session. */
const wrongCode = { status: 422, code: MESSAGE_CODES.validation, message: API_KEY_MESSAGES.codeWrong };
const codeNote =
  "کد تأیید را `acl/api_key/otp` به موبایل صاحب حساب می‌فرستد؛ پنج کد نادرست در ۱۵ دقیقه این کار را ۱۵ دقیقه قفل می‌کند.";

export const apiKeysDocs: ApiDocArea = {
  tag: "api-keys",
  name: "کلیدهای API و گزارش فراخوانی‌ها",
  description:
    "کلید API (`ipk_` و ۴۰ نویسه) را به‌تنهایی و بی هیچ پیشوندی مقدار سرآیند `Authorization` هر فراخوانی بگذارید: با دسترسی صاحب حساب، فقط از نشانی‌های مجاز کلید و تا سقف درخواست در ثانیه کار می‌کند (بیش از آن ۴۲۹ با `Retry-After`). کلید فقط به‌صورت درهم‌شده نگه داشته می‌شود و یک بار نشان داده می‌شود. کلید خودش نمی‌تواند کلید بسازد یا ببیند و در ورود، خروج، نشست‌ها و رمز عبور پذیرفته نمی‌شود؛ اتصال سوکت هم فقط توکن نشست را می‌پذیرد.",
  operations: {
    "GET /v1/api/acl/api_key/list": {
      summary: "فهرست کلیدهای API",
      description:
        "کلیدهای حساب، تازه‌ترین نخست، با پیشوند، نشانی‌های مجاز، آخرین استفاده و شمار فراخوانی‌های امروز؛ هرگز خود کلید.",
      answer: answerOf(apiKeyListResponseSchema),
      example: { data: [key] },
    },
    "POST /v1/api/acl/api_key/otp": {
      summary: "فرستادن کد تأیید ساخت یا نمایش کلید",
      description:
        "کد شش‌رقمی را به موبایل صاحب حساب می‌فرستد (همکاری که اجازهٔ کلیدها را دارد هم آن را برای صاحب حساب می‌خواهد). تا کد پیشین تازه است کد دیگری فرستاده نمی‌شود (`sent: false` و `resend_in` ثانیه).",
      answer: answerOf(apiKeyCodeResponseSchema),
      example: { data: { sent: true, mobile: "+989121234567", resend_in: 60 } },
    },
    "POST /v1/api/acl/api_key/create": {
      summary: "ساخت کلید API",
      description: `کلید تازه با عنوان و نشانی‌های مجاز (نشانی IPv4 یا IPv6 یا بازهٔ CIDR، حداکثر ۲۰؛ فهرست خالی یعنی هر نشانی). خود کلید فقط همین یک بار در \`key\` می‌آید. ${codeNote}`,
      body: apiKeyCreateRequestSchema,
      answer: answerOf(apiKeySecretResponseSchema),
      errors: [wrongCode],
      example: {
        body: { title: "فروشگاه", allowed_addresses: ["203.0.113.10", "198.51.100.0/24"], code: "482913" },
        data: secret,
      },
    },
    "POST /v1/api/acl/api_key/show": {
      summary: "نمایش دوبارهٔ کلید (با ساختن رمز تازه)",
      description: `کلیدها درهم‌شده نگه داشته می‌شوند و خواندنی نیستند؛ این فراخوانی با کد تازه رمز کلید را عوض می‌کند و کلید نو را یک بار نشان می‌دهد. کلید پیشین از همین لحظه کار نمی‌کند. ${codeNote}`,
      body: apiKeyShowRequestSchema,
      answer: answerOf(apiKeySecretResponseSchema),
      errors: [wrongCode, keyNotFound],
      example: { body: { id: 7, code: "482913" }, data: secret },
    },
    "DELETE /v1/api/acl/api_key": {
      summary: "حذف کلید API",
      description: "کلید از همین لحظه دیگر پذیرفته نمی‌شود. شناسه در بدنه یا در `?id=` می‌آید.",
      body: apiKeyDeleteRequestSchema,
      answer: NO_DATA,
      errors: [keyNotFound],
      example: { body: { id: 7 }, data: null },
    },
    "GET /v1/api/acl/api_key/calls": {
      summary: "گزارش فراخوانی‌های API",
      description:
        "فراخوانی‌های انجام‌شده با کلیدهای حساب در ۳۰ روز گذشته، تازه‌ترین نخست، با پالایهٔ کلید، دستهٔ وضعیت (`2xx`، `4xx`، `5xx`)، بخشی از مسیر و بازهٔ روزهای تهران. صفحهٔ بعد با `cursor` برابر `next_cursor` پاسخ پیشین خوانده می‌شود.",
      query: apiCallListQuerySchema,
      answer: answerOf(apiCallListResponseSchema),
      example: {
        query: { key_id: 7, status_class: "2xx", per_page: 20 },
        data: { calls: [call], next_cursor: "1741775561000.90311" },
      },
    },
    "GET /v1/api/acl/api_key/calls/:id": {
      summary: "جزئیات یک فراخوانی API",
      description:
        "درخواست و پاسخ فراخوانی؛ رازها (سرآیندهای `Authorization` و `Cookie` و هر سرآیند یا فیلد JSON با نامی چون password، token، key، secret، code یا otp) با `[removed]` جایگزین شده‌اند و بدنه‌های بلندتر از ۱۰ کیلوبایت بریده شده‌اند. فراخوانی حساب دیگر ۴۰۴ می‌گیرد.",
      answer: answerOf(apiCallDetailResponseSchema),
      errors: [{ status: 404, code: MESSAGE_CODES.notFound, message: API_KEY_MESSAGES.callNotFound }],
      example: {
        params: { id: 90311 },
        data: {
          ...call,
          query: null,
          request_headers: { authorization: "[removed]", accept: "application/json" },
          request_body: null,
          response_headers: { "content-type": "application/json" },
          response_body: '{"data":{"credit":1250000},"meta":{"status":true}}',
        },
      },
    },
  },
};
