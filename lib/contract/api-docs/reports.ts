import { MESSAGE_CODES } from "../envelope";
import {
  bulkIdQuerySchema,
  bulkReportResponseSchema,
  bulkStatsResponseSchema,
  byBulkQuerySchema,
  downloadRecipientsQuerySchema,
  recipientsQuerySchema,
  recipientsResponseSchema,
  reportExportRequestSchema,
  reportListRequestSchema,
  sendReportListResponseSchema,
} from "../report";
import { answerOf, BACKGROUND_EXPORT_NOTE, pageOf } from "./answers";
import { CSV, XLSX } from "./files";
import type { ApiDocArea } from "./types";

const sendNotFound = { status: 404, code: MESSAGE_CODES.invalidCredentials, message: "پیام مورد نظر یافت نشد" };

const row = {
  username: "shop",
  number: "+983000505",
  number_id: "12",
  messages_outbox_id: "1048576",
  state: "finish",
  type: "webservice",
  time_send: 1741814402,
  time: 1741814402,
  rcpts_count: 2,
  exit_count: 2,
  status: "ارسال شده",
  valid: "approve",
  message: "متن پیام",
  part: 1,
  cost: 4873,
  summary: null,
  user_ip: "203.0.113.7",
  state_id: 6,
};

const listBody = {
  page: 1,
  limit: 10,
  filters: { number: "+983000505", create_from_date: 1741737600, create_to_date: 1741823999 },
};

const languages = { en: 0, fa: 1 };
const none = { en: 0, fa: 0 };

const listDescription = (which: string) =>
  `${which}، تازه‌ترین نخست، صفحه‌به‌صفحه (\`page\`، \`limit\`)، با پالایه‌های خط ارسال‌کننده، شناسهٔ ارسال، بازهٔ ساخت و ارسال (ثانیهٔ یونیکس، هر دو سر بسته)، شمار خارج‌شده، متن و وضعیت (\`state_id\`). گزارشی از جزئیات هر گیرنده نیست؛ آن را «گیرندگان یک ارسال» می‌دهد.`;

export const reportsDocs: ApiDocArea = {
  tag: "reports",
  name: "گزارش ارسال‌ها",
  description:
    "گزارش ارسال‌ها (فهرست، خلاصهٔ یک ارسال، گیرندگان و وضعیت تحویل هر کدام، آمار اپراتورها) و خروجی آن‌ها. وضعیت تحویل هر گیرنده: ۰ تحویل به اپراتور، ۱ رسیده به مخابرات، ۲ رسیده به گوشی، ۳ نرسیده، ۴ لیست سیاه.",
  operations: {
    "POST /v1/api/report/new_list": {
      summary: "گزارش ارسال‌ها",
      description: listDescription("ارسال‌های ۳۰ روز گذشتهٔ حساب"),
      body: reportListRequestSchema,
      answer: pageOf(sendReportListResponseSchema),
      example: { body: listBody, data: [row] },
    },
    "POST /v1/api/report/systemic_list": {
      summary: "گزارش ارسال‌های سیستمی",
      description: listDescription("ارسال‌های وب‌سرویس و الگو (آن‌چه برنامه‌ها فرستاده‌اند)"),
      body: reportListRequestSchema,
      answer: pageOf(sendReportListResponseSchema),
      example: { body: listBody, data: [row] },
    },
    "POST /v1/api/report/archive_list": {
      summary: "گزارش ارسال‌های بایگانی‌شده",
      description: listDescription("ارسال‌های قدیمی‌تر از ۳۰ روز"),
      body: reportListRequestSchema,
      answer: pageOf(sendReportListResponseSchema),
      example: { body: listBody, data: [row] },
    },
    "POST /v1/api/report/systemic_list/export": {
      summary: "خروجی ارسال‌های سیستمی",
      description: `ارسال‌های سیستمی که این پالایه‌ها نشان می‌دهند، به صورت فایل CSV (یا xlsx با \`format\`)؛ ${BACKGROUND_EXPORT_NOTE}`,
      body: reportExportRequestSchema,
      answer: { kind: "file", type: CSV },
      example: { body: { filters: listBody.filters, format: "csv" } },
    },
    "GET /v1/api/report/by_bulk": {
      summary: "خلاصهٔ یک ارسال",
      description:
        "یک ارسال حساب با وضعیت، هزینه، مبلغ برگشتی و دلیل رد شدن در کنترل محتوا؛ ارسال حساب دیگر ۴۰۴ می‌گیرد.",
      query: byBulkQuerySchema,
      answer: answerOf(bulkReportResponseSchema),
      errors: [sendNotFound],
      example: { query: { messages_outbox_id: 1048576 }, data: { ...row, return: 0, reject_comment: null } },
    },
    "GET /v1/api/report/recipients": {
      summary: "گیرندگان یک ارسال",
      description:
        "گیرندگان یک ارسال صفحه‌به‌صفحه، با متنی که رفته، شمار بخش‌ها و وضعیت تحویل (`message_status`؛ `null` تا وقتی به اپراتور نرسیده). پالایهٔ `status` و یک شماره (`recipient`) هم پذیرفته است.",
      query: recipientsQuerySchema,
      answer: pageOf(recipientsResponseSchema),
      errors: [sendNotFound],
      example: {
        query: { bulk_id: 1048576, page: 1, per_page: 10 },
        data: [
          { recipient: "+989120000000", message: "متن پیام", is_readable: true, msg_parts: 1, message_status: 2 },
          { recipient: "+989350000000", message: "متن پیام", is_readable: true, msg_parts: 1, message_status: 1 },
        ],
      },
    },
    "GET /v1/api/report/bulk_stats": {
      summary: "آمار تحویل یک ارسال",
      description:
        "شمار گیرندگان یک ارسال به تفکیک اپراتور و زبان متن، در گروه‌های ارسال‌شده، تحویل‌شده، ناموفق، در انتظار و لیست سیاه.",
      query: bulkIdQuerySchema,
      answer: answerOf(bulkStatsResponseSchema),
      errors: [sendNotFound],
      example: {
        query: { bulk_id: 1048576 },
        data: {
          operators_sent: { mci: none, irancell: languages },
          operators_delivered: { mci: languages, irancell: none },
          operators_failed: { mci: none, irancell: none },
          operators_pending: { mci: none, irancell: none },
          operators_blacklist: { mci: none, irancell: none },
        },
      },
    },
    "GET /v1/api/report/archive_bulk_stats": {
      summary: "آمار تحویل یک ارسال بایگانی‌شده",
      description: "همان «آمار تحویل یک ارسال» برای ارسالی که بایگانی شده است.",
      query: bulkIdQuerySchema,
      answer: answerOf(bulkStatsResponseSchema),
      errors: [sendNotFound],
      example: {
        query: { bulk_id: 1048576 },
        data: {
          operators_sent: { mci: none, irancell: none },
          operators_delivered: { mci: languages, irancell: languages },
          operators_failed: { mci: none, irancell: none },
          operators_pending: { mci: none, irancell: none },
          operators_blacklist: { mci: none, irancell: none },
        },
      },
    },
    "GET /v1/api/report/download_recipients": {
      summary: "فایل گیرندگان یک ارسال",
      description: `گیرندگان یک ارسال با وضعیت تحویل هر کدام، به صورت فایل xlsx (یا csv با \`format\`)؛ ${BACKGROUND_EXPORT_NOTE}`,
      query: downloadRecipientsQuerySchema,
      answer: { kind: "file", type: XLSX },
      errors: [sendNotFound],
      example: { query: { bulk_id: 1048576, format: "xlsx" } },
    },
  },
};
