import {
  inboxDeleteResponseSchema,
  inboxExportQuerySchema,
  inboxExportRequestSchema,
  inboxIdsRequestSchema,
  inboxListRequestSchema,
  inboxListResponseSchema,
  inboxReadResponseSchema,
} from "../inbox";
import { unreadCountResponseSchema } from "../inbox-message";
import { answerOf, BACKGROUND_EXPORT_NOTE, pageOf } from "./answers";
import { CSV } from "./files";
import type { ApiDocArea } from "./types";

const filters = { number: "+983000505", seen: "0", from_time: 1741737600, to_time: 1741823999 };

export const inboxDocs: ApiDocArea = {
  tag: "inbox",
  name: "پیام‌های دریافتی",
  description:
    "پیامک‌هایی که به خطوط حساب رسیده‌اند: فهرست با پالایه‌ها، خروجی، خوانده کردن و حذف. برای دریافت تازه‌ها، `from_id` را شناسهٔ آخرین پیامی بگذارید که دارید.",
  operations: {
    "POST /v1/api/report/messages-inbox": {
      summary: "فهرست پیام‌های دریافتی",
      description:
        "پیام‌های دریافتی، تازه‌ترین نخست، صفحه‌به‌صفحه، با پالایه‌های `from_id` (پیام‌های پس از آن)، فرستنده، خط گیرنده، متن، خوانده‌شده یا نه (`seen`) و بازهٔ دریافت (ثانیهٔ یونیکس).",
      body: inboxListRequestSchema,
      answer: pageOf(inboxListResponseSchema),
      example: {
        body: { page: 1, per_page: 10, filters },
        data: [
          {
            messages_inbox_id: 300001,
            from: "989120000000",
            number: "+983000505",
            message: "سلام، سفارش من کی می‌رسد؟",
            type: "normal",
            time: 1741790000,
            seen: "0",
          },
        ],
      },
    },
    "POST /v1/api/report/messages-inbox/export": {
      summary: "خروجی پیام‌های دریافتی",
      description: `همهٔ پیام‌هایی که پالایه‌ها نگه می‌دارند، به صورت فایل CSV (یا xlsx با \`format\`)؛ ${BACKGROUND_EXPORT_NOTE}`,
      body: inboxExportRequestSchema,
      answer: { kind: "file", type: CSV },
      example: { body: { filters, format: "csv" } },
    },
    "GET /v1/api/report/messages-inbox/export": {
      summary: "خروجی پیام‌های دریافتی (پیوند)",
      description: `همان خروجی، با پالایه‌ها در رشتهٔ پرس‌وجو، برای پیوند دانلود؛ ${BACKGROUND_EXPORT_NOTE}`,
      query: inboxExportQuerySchema,
      answer: { kind: "file", type: CSV },
      example: { query: { ...filters, format: "csv" } },
    },
    "POST /v1/api/report/messages-inbox/read": {
      summary: "خوانده کردن پیام‌ها",
      description:
        "پیام‌های حساب با این شناسه‌ها خوانده می‌شوند؛ شناسه‌های دیگر نادیده می‌مانند. شمار خوانده‌شده‌ها و نخوانده‌های باقی را برمی‌گرداند.",
      body: inboxIdsRequestSchema,
      answer: answerOf(inboxReadResponseSchema),
      example: { body: { ids: [300001, 300002] }, data: { read: 2, unread: 5 } },
    },
    "POST /v1/api/report/messages-inbox/delete-list": {
      summary: "حذف پیام‌های دریافتی",
      description: "پیام‌های حساب با این شناسه‌ها حذف می‌شوند؛ شناسه‌های دیگر نادیده می‌مانند.",
      body: inboxIdsRequestSchema,
      answer: answerOf(inboxDeleteResponseSchema),
      example: { body: { ids: [300001] }, data: { deleted: 1, unread: 4 } },
    },
    "GET /v1/api/report/messages-inbox/unread-count": {
      summary: "شمار پیام‌های نخوانده",
      description: "شمار پیام‌های دریافتی خوانده‌نشدهٔ حساب.",
      answer: answerOf(unreadCountResponseSchema),
      example: { data: { count: 4 } },
    },
  },
};
