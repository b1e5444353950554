import { MESSAGE_CODES } from "../envelope";
import {
  PATTERN_MESSAGES,
  patternListQuerySchema,
  patternListResponseSchema,
  patternRequestSchemaFor,
  patternResponseSchema,
} from "../patterns";
import { answerOf, NO_DATA, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

/** The business name of the examples: a pattern's text must name the account's business. */
const BUSINESS = "فروشگاه نمونه";
const patternBody = patternRequestSchemaFor(BUSINESS);

const requestExample = {
  title: "کد ورود",
  description: "کد ورود به فروشگاه",
  is_share: false,
  message: `${BUSINESS}\nکد ورود شما: %code%`,
  website: "https://shop.example.com",
  variable: [{ name: "code", type: "integer", len: 6 }],
};

const pattern = {
  id: "17",
  title: "کد ورود",
  username: "shop",
  pattern_code: "xk3b9tq2mw",
  pattern_message: requestExample.message,
  admin_comment: null,
  pattern_description: requestExample.description,
  website: requestExample.website,
  pattern_status: "pending",
  pattern_status_fa: "در انتظار بررسی",
  pattern_status_id: 0,
  pattern_is_share: false,
  reject_text: "",
  type: "normal",
  variable: [{ name: "code", type: "integer", len: 6 }],
  delimiter: "%",
  updated_at: "2025-03-12T10:25:00.000Z",
  time: 1741775100,
  pattern_type: "normal",
  readonly: false,
};

const notFound = { status: 404, code: MESSAGE_CODES.notFound, message: PATTERN_MESSAGES.notFound };
const createDescription =
  "الگوی تازه‌ای می‌سازد که پس از بررسی سرویس‌دهنده (`pattern_status`: از `pending` به `active` یا `inactive`) برای ارسال کد یکبار مصرف به کار می‌رود. متغیرها در متن میان `%` می‌آیند و هر کدام در `variable` با نوع `string` یا `integer` و طول بیشینه (`len`) تعریف می‌شوند؛ متن باید نام کسب‌وکار ثبت‌شدهٔ حساب را داشته باشد.";

export const patternsDocs: ApiDocArea = {
  tag: "patterns",
  name: "الگوها (پترن)",
  description:
    "الگوهای پیامک برای ارسال کد یکبار مصرف و پیام‌های تکراری: ساختن، ویرایش، حذف و فهرست آن‌ها. ارسال با الگو در «ارسال پیامک» با `sending_type: pattern` است.",
  operations: {
    "GET /v1/api/patterns": {
      summary: "فهرست الگوها",
      description:
        "الگوهای حساب و الگوهای سیستمی سرویس‌دهنده، صفحه‌به‌صفحه، با پالایه‌های کد، عنوان، متن، اشتراک، وضعیت و نوع.",
      query: patternListQuerySchema,
      answer: pageOf(patternListResponseSchema),
      example: {
        query: { page: 1, per_page: 10, "filter[state]": "active" },
        data: [{ ...pattern, pattern_status: "active", pattern_status_fa: "فعال", pattern_status_id: 1 }],
      },
    },
    "GET /v1/api/patterns/:code": {
      summary: "یک الگو با کد آن",
      description: "الگوی حساب یا الگوی سیستمی با این کد؛ الگوی حساب دیگر ۴۰۴ می‌گیرد.",
      answer: answerOf(patternResponseSchema),
      errors: [notFound],
      example: { params: { code: "xk3b9tq2mw" }, data: pattern },
    },
    "POST /v1/api/user/pattern": {
      summary: "ساخت الگو",
      description: createDescription,
      body: patternBody,
      answer: answerOf(patternResponseSchema),
      errors: [{ status: 422, code: MESSAGE_CODES.unprocessable, message: PATTERN_MESSAGES.tooManyPatterns }],
      example: { body: requestExample, data: pattern },
    },
    "POST /v1/api/patterns/normal": {
      summary: "ساخت الگو (نشانی دیگر)",
      description: `همان «ساخت الگو» با نشانی نمونهٔ مستندات Edge. ${createDescription}`,
      body: patternBody,
      answer: answerOf(patternResponseSchema),
      errors: [{ status: 422, code: MESSAGE_CODES.unprocessable, message: PATTERN_MESSAGES.tooManyPatterns }],
      example: { body: requestExample, data: pattern },
    },
    "PUT /v1/api/patterns/normal/:code": {
      summary: "ویرایش الگو",
      description:
        "متن، متغیرها یا توضیح الگوی حساب را تغییر می‌دهد؛ الگوی ویرایش‌شده دوباره به بررسی می‌رود. الگوی سیستمی خواندنی است (۴۰۳).",
      body: patternBody,
      answer: answerOf(patternResponseSchema),
      errors: [notFound, { status: 403, code: MESSAGE_CODES.forbidden, message: PATTERN_MESSAGES.systemicReadonly }],
      example: { params: { code: "xk3b9tq2mw" }, body: requestExample, data: pattern },
    },
    "DELETE /v1/api/patterns/normal/:code": {
      summary: "حذف الگو",
      description: "الگوی حساب را حذف می‌کند؛ ارسال‌های پیشین آن در گزارش‌ها می‌مانند. الگوی سیستمی حذف نمی‌شود (۴۰۳).",
      answer: NO_DATA,
      errors: [notFound, { status: 403, code: MESSAGE_CODES.forbidden, message: PATTERN_MESSAGES.systemicReadonly }],
      example: { params: { code: "xk3b9tq2mw" }, data: null },
    },
  },
};
