import { MESSAGE_CODES } from "../envelope";
import {
  deleteSecretariesRequestSchema,
  giftCodesRequestSchema,
  giftCodesResponseSchema,
  SECRETARY_MESSAGES,
  secretaryDrawListResponseSchema,
  secretaryDrawRequestSchema,
  secretaryDrawResponseSchema,
  secretaryInboxQuerySchema,
  secretaryInboxResponseSchema,
  secretaryListQuerySchema,
  secretaryListResponseSchema,
  secretaryRequestSchema,
  secretaryResponseSchema,
  secretaryResultsResponseSchema,
  secretaryStateRequestSchema,
} from "../secretaries";
import { secretaryInboxExportQuerySchema } from "../secretary-inbox";
import { answerOf, BACKGROUND_EXPORT_NOTE, NO_DATA, pageOf } from "./answers";
import { codeReaderOperations } from "./code-readers";
import { CSV } from "./files";
import type { ApiDocArea } from "./types";

const request = {
  type: 1,
  title: "پاسخ به پرسش‌های رایج",
  receiver_number: "+983000505",
  sender_number: "+983000505",
  phonebook_id: null,
  expires_at: "2027-03-20 20:30:00",
  active: true,
  keywords: [
    { keyword: "ساعت کاری", match: "contains", answer: "همه‌روزه از ۹ تا ۲۱ پاسخگوی شما هستیم." },
    { keyword: "نشانی", match: "exact", answer: "تهران، خیابان ولیعصر، پلاک ۱۲" },
  ],
  other_answer: "پیام شما رسید؛ همکاران ما به‌زودی پاسخ می‌دهند.",
};
const { title, type, receiver_number, sender_number, phonebook_id, expires_at, active, ...config } = request;
const secretary = {
  id: 12,
  title,
  type,
  receiver_number,
  sender_number,
  phonebook_id,
  expires_at,
  active,
  answering: true,
  received_count: 48,
  created_at: "2026-11-20 08:15:00",
  updated_at: "2026-11-21 10:02:00",
  config,
};
const received = {
  id: 9041,
  msisdn: "+989121234567",
  message: "ساعت کاری شما چیست؟",
  kind: "keyword",
  number: null,
  answer: "همه‌روزه از ۹ تا ۲۱ پاسخگوی شما هستیم.",
  answer_state: "sent",
  answer_send_id: 1123554700,
  received_at: "2026-11-21 11:40:12",
};
const draw = {
  id: 3,
  seed: "yalda-1405",
  count: 2,
  pool: 57,
  winners: ["+989121234567", "+989359876543"],
  created_at: "2026-12-21 18:00:00",
};
const secretaryNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: SECRETARY_MESSAGES.secretaryNotFound };

export const secretariesDocs: ApiDocArea = {
  tag: "secretaries",
  name: "منشی",
  description:
    "پاسخ خودکار به پیامک‌هایی که به خط اختصاصی حساب می‌رسد: کلمه‌های کلیدی، مسابقه، انتقادات و پیشنهادات، هدیه، نظرسنجی و ثبت بازدید. پاسخ هر پیام ارسالی واقعی از خط پاسخ است و مانند هر ارسال هزینه دارد. «۱۱» و «۱۲» همچنان لغو و ازسرگیری دریافت‌اند و به منشی نمی‌رسند.",
  operations: {
    "GET /v1/api/phonebooks/advanced-services/general-messaging": {
      summary: "فهرست منشی‌ها",
      description: "منشی‌های حساب، تازه‌ترین نخست؛ با `type` فقط یک نوع.",
      query: secretaryListQuerySchema,
      answer: pageOf(secretaryListResponseSchema),
      example: { query: { page: 1, per_page: 10 }, data: [secretary] },
    },
    "POST /v1/api/phonebooks/advanced-services/general-messaging": {
      summary: "ساخت منشی",
      description:
        "منشی تازه‌ای می‌سازد. `receiver_number` یکی از خطوط `numbers/receiver-list` است و `sender_number` خطی که پاسخ‌ها از آن می‌رود. فیلدهای دیگر به `type` بستگی دارد: ۱ `keywords` و `other_answer`، ۲ `correct_answers` و متن‌های پاسخ درست، نادرست و تکراری، ۳ `answer_text`، ۴ `keyword` و `answer_text` با %code% و `out_text`، ۵ `options` و `answer_text`، ۶ `keyword` و `answer_text` با %count%.",
      body: secretaryRequestSchema,
      answer: answerOf(secretaryResponseSchema),
      example: { body: request, data: secretary },
    },
    "POST /v1/api/phonebooks/advanced-services/general-messaging/delete-list": {
      summary: "حذف منشی‌ها",
      description: "منشی‌ها را با هر آنچه دریافت کرده‌اند حذف می‌کند؛ همه یا هیچ‌کدام.",
      body: deleteSecretariesRequestSchema,
      answer: NO_DATA,
      errors: [secretaryNotFound],
      example: { body: { ids: [12] }, data: null },
    },
    "GET /v1/api/phonebooks/advanced-services/general-messaging/:id": {
      summary: "جزئیات منشی",
      description: "منشی با همهٔ تنظیمات نوع خود و شمار پیام‌های دریافتی.",
      answer: answerOf(secretaryResponseSchema),
      errors: [secretaryNotFound],
      example: { params: { id: secretary.id }, data: secretary },
    },
    "PUT /v1/api/phonebooks/advanced-services/general-messaging/:id": {
      summary: "ویرایش منشی",
      description: "همهٔ تنظیمات منشی را جایگزین می‌کند؛ نوع منشی پس از ساخت تغییر نمی‌کند.",
      body: secretaryRequestSchema,
      answer: answerOf(secretaryResponseSchema),
      errors: [secretaryNotFound],
      example: { params: { id: secretary.id }, body: request, data: secretary },
    },
    "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/state": {
      summary: "فعال یا غیرفعال کردن",
      description: "منشی غیرفعال از همان لحظه به هیچ پیامی پاسخ نمی‌دهد.",
      body: secretaryStateRequestSchema,
      answer: answerOf(secretaryResponseSchema),
      errors: [secretaryNotFound],
      example: {
        params: { id: secretary.id },
        body: { active: false },
        data: { ...secretary, active: false, answering: false },
      },
    },
    "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/gift-codes": {
      summary: "افزودن کدهای هدیه",
      description:
        "کدهایی که منشی هدیه به ترتیب به هر شماره یکی می‌دهد؛ کدی که از پیش دارد نادیده گرفته می‌شود. در هر بار حداکثر ۱۰٬۰۰۰ کد.",
      body: giftCodesRequestSchema,
      answer: answerOf(giftCodesResponseSchema),
      errors: [secretaryNotFound],
      example: {
        params: { id: 15 },
        body: { codes: ["NOROOZ-4F7K", "NOROOZ-9QX2"] },
        data: { added: 2, total: 202, free: 57 },
      },
    },
    "GET /v1/api/phonebooks/advanced-services/general-messaging/:id/results": {
      summary: "نتیجهٔ منشی",
      description: "شمار پیام‌های دریافتی به تفکیک گونه، و برای نظرسنجی رأی هر گزینه.",
      answer: answerOf(secretaryResultsResponseSchema),
      errors: [secretaryNotFound],
      example: {
        params: { id: 21 },
        data: {
          kinds: { vote: 130, repeated: 12, other: 4 },
          options: [
            { number: 1, title: "عالی", votes: 81 },
            { number: 2, title: "متوسط", votes: 49 },
          ],
        },
      },
    },
    "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/draw": {
      summary: "قرعه‌کشی مسابقه",
      description:
        "`count` برنده از میان شماره‌هایی که پاسخ درست داده‌اند، به ترتیب رسیدن پاسخ‌ها. با همان `seed` و همان پاسخ‌ها هر کس همین برندگان را می‌یابد: برای i از ۰ تا count−۱، چهار بایت نخست SHA-256 رشتهٔ `seed:i` به صورت عدد بی‌علامت big-endian، باقی‌ماندهٔ تقسیم آن بر n−i به i افزوده و خانهٔ i با آن خانه جابه‌جا می‌شود؛ برندگان count خانهٔ نخست‌اند.",
      body: secretaryDrawRequestSchema,
      answer: answerOf(secretaryDrawResponseSchema),
      errors: [secretaryNotFound],
      example: {
        params: { id: 18 },
        body: { count: 2, seed: "yalda-1405" },
        data: draw,
      },
    },
    "GET /v1/api/phonebooks/advanced-services/general-messaging/:id/draws": {
      summary: "قرعه‌کشی‌های مسابقه",
      description: "قرعه‌کشی‌های انجام‌شده، تازه‌ترین نخست، هر یک با بذر و برندگانش.",
      answer: answerOf(secretaryDrawListResponseSchema),
      errors: [secretaryNotFound],
      example: {
        params: { id: 18 },
        data: [draw],
      },
    },
    "GET /v1/api/phonebooks/advanced-services/module-inboxes-list": {
      summary: "پیام‌های دریافتی منشی",
      description:
        "آنچه منشی دریافت کرده، تازه‌ترین نخست، با برداشت منشی از هر پیام (`kind`)، پاسخ و سرنوشت آن (`answer_state`: sent، no_credit برای کمبود اعتبار، refused، none)؛ با `inbox_type` فقط یک گونه.",
      query: secretaryInboxQuerySchema,
      answer: pageOf(secretaryInboxResponseSchema),
      errors: [secretaryNotFound],
      example: { query: { secretary_id: 12, inbox_type: "all", page: 1, per_page: 10 }, data: [received] },
    },
    "GET /v1/api/phonebooks/advanced-services/module-inboxes-list/export": {
      summary: "خروجی پیام‌های دریافتی منشی",
      description:
        "همهٔ آنچه منشی دریافت کرده، تازه‌ترین نخست، به صورت فایل CSV (یا xlsx با `format`): شناسه، فرستنده، متن پیام، گونه، شمارهٔ گزینه یا بازدید، پاسخ، وضعیت پاسخ و زمان دریافت (شمسی، به وقت تهران)؛ با `inbox_type` فقط یک گونه. " +
        BACKGROUND_EXPORT_NOTE,
      query: secretaryInboxExportQuerySchema,
      answer: { kind: "file", type: CSV },
      errors: [secretaryNotFound],
      example: { query: { secretary_id: 12, inbox_type: "vote", format: "csv" } },
    },
    ...codeReaderOperations,
  },
};
