import * as z from "zod/mini";
import {
  CODE_READER_MESSAGES,
  codeReaderFieldsSchema,
  codeReaderInboxQuerySchema,
  codeReaderInboxResponseSchema,
  codeReaderListQuerySchema,
  codeReaderListResponseSchema,
  codeReaderResponseSchema,
  codeReaderSavedResponseSchema,
  codeReaderStateRequestSchema,
  codeReaderVariablesQuerySchema,
  codeReaderVariablesResponseSchema,
  deleteCodeReadersRequestSchema,
} from "../code-readers";
import { MESSAGE_CODES } from "../envelope";
import { answerOf, fileField, NO_DATA, pageOf } from "./answers";
import type { ApiDocOperation } from "./types";

const BASE = "/v1/api/phonebooks/advanced-services/advanced-reader";

const fields = {
  title: "اصالت کالای زمستانهٔ ۱۴۰۵",
  receiver_number: "+983000505",
  sender_number: "+983000505",
  correct_answer: "کالای %product% با سریال %serial% اصل است؛ از خرید شما سپاسگزاریم.",
  repeated_answer: "این کد پیش‌تر در %used_at% به کار رفته است؛ اگر آن شما نبوده‌اید با ما تماس بگیرید.",
  wrong_answer: "کد %code% در فهرست کدهای ما نیست؛ آن را دوباره بررسی کنید.",
  phonebook_id: "",
  expires_at: "2027-03-20 20:30:00",
  active: "true",
};
const reader = {
  id: 7,
  ...fields,
  phonebook_id: null,
  active: true,
  answering: true,
  variables: ["product", "serial"],
  codes_total: 250000,
  codes_used: 1843,
  received_count: 2210,
  created_at: "2026-11-20 08:15:00",
  updated_at: "2026-11-21 10:02:00",
};
const report = { records: 250012, valid: 250000, empty: 4, duplicate: 6, invalid: 2, added: 250000, removed: 0 };
const received = {
  id: 5120,
  msisdn: "+989121234567",
  message: "A7K-93X2",
  code: "A7K-93X2",
  kind: "correct",
  answer: "کالای کاپشن با سریال ۱۴۰۵۰۰۱۲ اصل است؛ از خرید شما سپاسگزاریم.",
  answer_state: "sent",
  answer_send_id: 1123554701,
  received_at: "2026-11-21 11:40:12",
};
const readerNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: CODE_READER_MESSAGES.readerNotFound };
const formBody = (file: "required" | "optional") =>
  z.extend(codeReaderFieldsSchema, {
    file:
      file === "required"
        ? fileField(
            "فایل کدها: txt (هر سطر یک کد) یا csv و xlsx (ستون نخست کد، ستون‌های دیگر متغیرها با نامشان در سطر عنوان)",
          )
        : z.optional(fileField("فایل کدها، برای افزودن یا جایگزینی کدها (`codes_mode`)")),
  });

/** Code readers, in the secretaries' area of the reference (lib/contract/api-docs/secretaries.ts). */
export const codeReaderOperations: Record<string, ApiDocOperation> = {
  [`GET ${BASE}`]: {
    summary: "فهرست کدخوان‌ها",
    description: "کدخوان‌های حساب، تازه‌ترین نخست، هر یک با شمار کدها و کدهای استفاده‌شده.",
    query: codeReaderListQuerySchema,
    answer: pageOf(codeReaderListResponseSchema),
    example: { query: { page: 1, per_page: 10 }, data: [reader] },
  },
  [`POST ${BASE}`]: {
    summary: "ساخت کدخوان",
    description:
      "کدخوان تازه‌ای با فایل کدها (حداکثر ۱٬۰۰۰٬۰۰۰ کد، ۶۰ مگابایت) می‌سازد. `receiver_number` یکی از خطوط `numbers/receiver-list` است و `sender_number` خطی که پاسخ‌ها از آن می‌رود. کدها پس از یکسان‌سازی (رقم‌های فارسی و عربی، ی و ک، بزرگی و کوچکی حروف لاتین، فاصله‌ها) مقایسه می‌شوند. پاسخ کد درست می‌تواند %code% و متغیرهای فایل (مانند %product%) را داشته باشد، پاسخ کد تکراری افزون بر آن‌ها %used_at% (زمان نخستین استفاده، تاریخ شمسی) را، و پاسخ کد نادرست %code% را. کدخوان فعال هر پیامکی را که به خطش برسد برمی‌دارد و پیش از منشی‌های همان خط پاسخ می‌دهد. پاسخ، گزارش فایل است: ردیف‌ها، کدهای پذیرفته و ردشده‌ها (خالی، تکراری، نامعتبر).",
    body: formBody("required"),
    multipart: true,
    answer: answerOf(codeReaderSavedResponseSchema),
    example: { body: { ...fields, file: "@codes.csv" }, data: { reader, import: report } },
  },
  [`POST ${BASE}/delete-list`]: {
    summary: "حذف کدخوان‌ها",
    description:
      "کدخوان‌ها را با کدها و پیام‌های دریافتی‌شان حذف می‌کند؛ همه یا هیچ‌کدام. پاسخ‌دادن از همان لحظه می‌ایستد.",
    body: deleteCodeReadersRequestSchema,
    answer: NO_DATA,
    errors: [readerNotFound],
    example: { body: { ids: [7] }, data: null },
  },
  [`GET ${BASE}/get-variables`]: {
    summary: "متغیرهای کدخوان",
    description: "نام متغیرهای فایل کدها (عنوان ستون‌های پس از ستون کد) و جانگهدارهایی که هر پاسخ می‌تواند داشته باشد.",
    query: codeReaderVariablesQuerySchema,
    answer: answerOf(codeReaderVariablesResponseSchema),
    errors: [readerNotFound],
    example: {
      query: { id: 7 },
      data: {
        variables: ["product", "serial"],
        placeholders: {
          correct_answer: ["%product%", "%serial%", "%code%"],
          repeated_answer: ["%product%", "%serial%", "%code%", "%used_at%"],
          wrong_answer: ["%code%"],
        },
      },
    },
  },
  [`GET ${BASE}/:id{[0-9]+}`]: {
    summary: "جزئیات کدخوان",
    description: "کدخوان با پاسخ‌ها، متغیرها و شمار کدها و پیام‌هایش.",
    answer: answerOf(codeReaderResponseSchema),
    errors: [readerNotFound],
    example: { params: { id: 7 }, data: reader },
  },
  [`PUT ${BASE}/:id{[0-9]+}`]: {
    summary: "ویرایش کدخوان",
    description:
      "همهٔ فیلدهای کدخوان را جایگزین می‌کند؛ با فایل، کدها را می‌افزاید (`codes_mode: add`، پیش‌فرض: کد موجود با متغیرها و استفاده‌اش می‌ماند و ستون‌های متغیر فایل باید همان ستون‌های کدخوان باشد) یا جایگزین می‌کند (`replace`: فهرست کدها همان فایل می‌شود، کدی که در هر دو هست استفاده‌اش را نگه می‌دارد و متغیرهای فایل را می‌گیرد و باقی حذف می‌شوند).",
    body: formBody("optional"),
    multipart: true,
    answer: answerOf(codeReaderSavedResponseSchema),
    errors: [readerNotFound],
    example: {
      params: { id: 7 },
      body: { ...fields, codes_mode: "add", file: "@more-codes.csv" },
      data: {
        reader: { ...reader, codes_total: 300000 },
        import: { ...report, records: 50000, valid: 50000, empty: 0, duplicate: 0, invalid: 0, added: 50000 },
      },
    },
  },
  [`POST ${BASE}/:id{[0-9]+}/state`]: {
    summary: "فعال یا غیرفعال کردن کدخوان",
    description: "کدخوان غیرفعال از همان لحظه به هیچ پیامی پاسخ نمی‌دهد و پیام‌های خطش به منشی‌های آن می‌رسد.",
    body: codeReaderStateRequestSchema,
    answer: answerOf(codeReaderResponseSchema),
    errors: [readerNotFound],
    example: { params: { id: 7 }, body: { active: false }, data: { ...reader, active: false, answering: false } },
  },
  [`GET ${BASE}/:id{[0-9]+}/export-codes`]: {
    summary: "خروجی کدها",
    description:
      "همهٔ کدهای کدخوان به ترتیب افزودن، در فایل csv: کد، متغیرها، وضعیت (استفاده‌شده یا نه)، شماره‌ای که نخست آن را فرستاد، زمان نخستین استفاده (تاریخ شمسی، وقت تهران) و شمار استفاده.",
    answer: { kind: "file", type: "text/csv; charset=utf-8" },
    errors: [readerNotFound],
    example: { params: { id: 7 } },
  },
  [`GET ${BASE}/:id{[0-9]+}/inbox`]: {
    summary: "پیام‌های دریافتی کدخوان",
    description:
      "آنچه کدخوان دریافت کرده، تازه‌ترین نخست، با گونهٔ هر پیام (`kind`: correct، repeated، wrong)، کدی که با آن خواند، پاسخ و سرنوشت آن (`answer_state`: sent، no_credit برای کمبود اعتبار، refused)؛ با `kind` فقط یک گونه.",
    query: codeReaderInboxQuerySchema,
    answer: pageOf(codeReaderInboxResponseSchema),
    errors: [readerNotFound],
    example: { params: { id: 7 }, query: { kind: "all", page: 1, per_page: 10 }, data: [received] },
  },
};
