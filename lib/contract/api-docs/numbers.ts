import { receiverLineListResponseSchema } from "../secretaries";
import { emptyPageQuerySchema, MESSAGE_CODES } from "../envelope";
import {
  agreementLinesResponseSchema,
  lineIdRequestSchema,
  senderLinesResponseSchema,
  tariffResponseSchema,
} from "../numbers";
import { answerOf, NO_DATA, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const lineNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: "خط مورد نظر یافت نشد" };

export const numbersDocs: ApiDocArea = {
  tag: "numbers",
  name: "خطوط و تعرفه",
  description:
    "خطوط ارسال‌کنندهٔ حساب، خطوطی که با پذیرش قرارداد به حساب افزوده می‌شوند، خط پیش‌فرض و تعرفهٔ هر بخش پیامک.",
  operations: {
    "GET /v1/api/number/numbers": {
      summary: "خطوط من",
      description:
        "خطوطی که حساب با آن‌ها می‌فرستد، صفحه‌به‌صفحه: شماره، اپراتور، کاربرد (`general`، `bank`، `job`)، اشتراکی بودن، نیاز به پسوند لغو۱۱ و پیش‌فرض بودن.",
      query: emptyPageQuerySchema,
      answer: pageOf(senderLinesResponseSchema),
      example: {
        query: { page: 1, per_page: 10 },
        data: [
          {
            id: 12,
            number: "+983000505",
            operator_id: 1,
            alias: null,
            gets: 1,
            is_66_char: 0,
            needs_cancel_suffix: false,
            use: "general",
            shared: false,
            is_default: true,
          },
        ],
      },
    },
    "GET /v1/api/numbers/receiver-list": {
      summary: "خطوط دریافت برای منشی",
      description: "خطوط اختصاصی حساب که پیامک دریافت می‌کنند و منشی می‌تواند روی آن‌ها پاسخ دهد.",
      answer: answerOf(receiverLineListResponseSchema),
      example: { data: [{ id: 14, number: "+983000505", alias: "خط اختصاصی فروشگاه" }] },
    },
    "GET /v1/api/numbers/agreement-list": {
      summary: "خطوط قابل واگذاری",
      description: "خطوطی که حساب می‌تواند با پذیرش قراردادشان بگیرد، با متن قرارداد.",
      answer: answerOf(agreementLinesResponseSchema),
      example: {
        data: [
          { id: 31, number: "+9890005000", title: "خط خدماتی", agreement: "استفادهٔ تبلیغاتی از این خط مجاز نیست." },
        ],
      },
    },
    "POST /v1/api/numbers/assign-agreement": {
      summary: "پذیرش قرارداد و گرفتن خط",
      description:
        "قرارداد خط را می‌پذیرد و آن را به خطوط حساب می‌افزاید. گرفتن خط «خط اختصاصی» پنل است: حسابی که پنل فعالش آن را باز نکرده باشد با ۴۰۳ و کد `403-9` پاسخ می‌گیرد و پیام، پنلی را نام می‌برد که آن را باز می‌کند؛ فهرست خطوط قابل واگذاری و ارسال با خط‌های گرفته‌شده باز می‌ماند.",
      body: lineIdRequestSchema,
      answer: NO_DATA,
      errors: [lineNotFound],
      example: { body: { number_id: 31 }, data: null },
    },
    "POST /v1/api/numbers/defaults/upsert": {
      summary: "تعیین خط پیش‌فرض",
      description: "خطی از خطوط حساب را پیش‌فرض فرم‌های ارسال می‌کند.",
      body: lineIdRequestSchema,
      answer: NO_DATA,
      errors: [lineNotFound],
      example: { body: { number_id: 12 }, data: null },
    },
    "GET /v1/api/user/get_tariff": {
      summary: "تعرفهٔ پیامک",
      description: "بهای هر بخش پیامک فارسی و انگلیسی به ریال، برای هر نوع خط، جدا برای همراه اول و دیگر اپراتورها.",
      answer: answerOf(tariffResponseSchema),
      example: {
        data: [
          { operator_id: 1, name: "خط خدماتی", persian_mci: "1185", english_mci: "2370" },
          { operator_id: 1, name: "خط خدماتی", persian_other: "1251", english_other: "2503" },
        ],
      },
    },
  },
};
