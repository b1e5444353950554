import { MESSAGE_CODES } from "../envelope";
import {
  activeSessionsResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  disableTwoStepRequestSchema,
  disableTwoStepResponseSchema,
  enableTwoStepRequestSchema,
  enableTwoStepResponseSchema,
  endSessionsResponseSchema,
  sendTwoStepCodeResponseSchema,
  showQrResponseSchema,
  signInEventsResponseSchema,
  twoStepStatusResponseSchema,
} from "../security";
import { answerOf } from "./answers";
import type { ApiDocArea } from "./types";

const supportRefused = {
  status: 403,
  code: MESSAGE_CODES.forbidden,
  message:
    "در ورود پشتیبان می‌توان تنظیمات امنیتی را دید، اما رمز عبور، ورود دومرحله‌ای و نشست‌ها را فقط خود کاربر تغییر می‌دهد.",
};
const wrongCode = { status: 422, code: MESSAGE_CODES.validation, message: "کد تأیید درست نیست" };
const session = {
  id: 88,
  current: true,
  support: false,
  client_address: "203.0.113.7",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
  created_at: "2025-03-12 08:00:00",
  last_used_at: "2025-03-12 10:25:00",
  expires_at: "2025-03-12 18:00:00",
};

export const securityDocs: ApiDocArea = {
  tag: "security",
  name: "امنیت",
  description:
    "رمز عبور، ورود دومرحله‌ای (پیامکی یا برنامهٔ احراز هویت) و کدهای بازیابی، نشست‌های باز و ورودهای اخیر. هر کدام دربارهٔ عضوی است که وارد شده، نه کل حساب.",
  operations: {
    "POST /v1/api/user/change_password": {
      summary: "تغییر رمز عبور",
      description:
        "با رمز عبور کنونی، رمز تازه را می‌نشاند و نشست‌های دیگر عضو را می‌بندد؛ شمار نشست‌های بسته‌شده را برمی‌گرداند.",
      body: changePasswordRequestSchema,
      answer: answerOf(changePasswordResponseSchema),
      errors: [{ status: 422, code: MESSAGE_CODES.validation, message: "رمز عبور فعلی درست نیست" }, supportRefused],
      example: {
        body: { current_password: "OldPass1234", password: "NewPass1234", password_confirmation: "NewPass1234" },
        data: { ended_sessions: 2 },
      },
    },
    "GET /v1/api/user/2fa/status": {
      summary: "وضعیت ورود دومرحله‌ای",
      description: "روش کنونی (`off`، `sms`، `ga`)، شمار کدهای بازیابی مانده و موبایلی که کد به آن می‌رود.",
      answer: answerOf(twoStepStatusResponseSchema),
      example: { data: { method: "sms", recovery_codes_left: 8, mobile: "+989121234567" } },
    },
    "POST /v1/api/user/2fa/send_code": {
      summary: "فرستادن کد ورود دومرحله‌ای",
      description: "برای روشن یا خاموش کردن ورود دومرحله‌ای پیامکی، کدی به موبایل عضو پیامک می‌کند.",
      answer: answerOf(sendTwoStepCodeResponseSchema),
      errors: [supportRefused],
      example: { data: { mobile: "+989121234567", resend_seconds: 120 } },
    },
    "POST /v1/api/user/2fa/show_qr": {
      summary: "کد QR برنامهٔ احراز هویت",
      description: "کلید تازهٔ برنامهٔ احراز هویت را با نشانی `otpauth://` و تصویر SVG کد QR آن می‌دهد.",
      answer: answerOf(showQrResponseSchema),
      errors: [supportRefused],
      example: {
        data: {
          secret: "JBSWY3DPEHPK3PXP",
          otpauth_url: "otpauth://totp/shop?secret=JBSWY3DPEHPK3PXP&issuer=SMS",
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>',
        },
      },
    },
    "POST /v1/api/user/2fa/enable": {
      summary: "روشن کردن ورود دومرحله‌ای",
      description:
        "با کد پیامک‌شده یا کد برنامه، ورود دومرحله‌ای را روشن می‌کند و کدهای بازیابی را یک بار نشان می‌دهد.",
      body: enableTwoStepRequestSchema,
      answer: answerOf(enableTwoStepResponseSchema),
      errors: [wrongCode, supportRefused],
      example: {
        body: { method: "sms", code: "123456" },
        data: {
          method: "sms",
          recovery_codes: [
            "k7m2p-x9q4t",
            "a3c5e-h7k9m",
            "p2r4t-v6x8z",
            "b3d5f-g7j9k",
            "m2n4p-q6s8u",
            "w3y5a-c7e9g",
            "h2j4k-m6p8r",
            "t3v5x-z7b9d",
            "f2g4h-j6k8m",
            "n3q5s-u7w9y",
          ],
        },
      },
    },
    "POST /v1/api/user/2fa/disable": {
      summary: "خاموش کردن ورود دومرحله‌ای",
      description: "با کد کنونی، ورود دومرحله‌ای را خاموش می‌کند.",
      body: disableTwoStepRequestSchema,
      answer: answerOf(disableTwoStepResponseSchema),
      errors: [wrongCode, supportRefused],
      example: { body: { code: "123456" }, data: { method: "off" } },
    },
    "GET /v1/api/user/sessions": {
      summary: "نشست‌های باز",
      description:
        "نشست‌های باز عضو با نشانی، مرورگر، زمان ساخت، آخرین استفاده و انقضا؛ `current` نشست همین درخواست است.",
      answer: answerOf(activeSessionsResponseSchema),
      example: { data: [session] },
    },
    "POST /v1/api/user/sessions/end_others": {
      summary: "بستن نشست‌های دیگر",
      description: "همهٔ نشست‌های عضو جز همین یکی را می‌بندد.",
      answer: answerOf(endSessionsResponseSchema),
      errors: [supportRefused],
      example: { data: { ended: 2 } },
    },
    "DELETE /v1/api/user/sessions/:id": {
      summary: "بستن یک نشست",
      description: "یکی از نشست‌های دیگر عضو را می‌بندد؛ نشست همین درخواست را «خروج» می‌بندد.",
      answer: answerOf(endSessionsResponseSchema),
      errors: [
        { status: 404, code: MESSAGE_CODES.notFound, message: "این نشست پیدا نشد یا پیش‌تر بسته شده است" },
        supportRefused,
      ],
      example: { params: { id: 87 }, data: { ended: 1 } },
    },
    "GET /v1/api/user/sign_in_events": {
      summary: "ورودهای اخیر",
      description: "۲۰ ورود اخیر عضو، موفق یا ناموفق، با نشانی، مرورگر و روش مرحلهٔ دوم.",
      answer: answerOf(signInEventsResponseSchema),
      example: {
        data: [
          {
            id: 501,
            created_at: "2025-03-12 08:00:00",
            client_address: "203.0.113.7",
            user_agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
            outcome: "ok",
            two_step: "sms",
          },
        ],
      },
    },
  },
};
