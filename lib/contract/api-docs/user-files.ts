import {
  BACKGROUND_EXPORT_ROWS,
  deletedFileResponseSchema,
  FILE_MESSAGES,
  fileCategoriesResponseSchema,
  fileListQuerySchema,
  fileListResponseSchema,
} from "../account-files";
import { MESSAGE_CODES } from "../envelope";
import { groupDigits } from "../../format/money";
import { answerOf, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const BASE = "/v1/api/user/files";

const file = {
  id: 412,
  category: "exports",
  source: "contacts",
  name: "contacts.csv",
  content_type: "text/csv; charset=utf-8",
  size: 15_482_113,
  state: "ready",
  rows_done: 150_000,
  rows_total: 150_000,
  made_by: "علی رضایی",
  deletable: true,
  created_at: "2026-11-27 10:12:40",
  finished_at: "2026-11-27 10:13:05",
};
const fileNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: FILE_MESSAGES.fileNotFound };
const stillWriting = { status: 409, code: MESSAGE_CODES.conflict, message: FILE_MESSAGES.stillWriting };

/** File management: the account's files, their storage against the quota, a download and a delete. */
export const userFilesDocs: ApiDocArea = {
  tag: "files",
  name: "مدیریت فایل‌ها",
  description: `همهٔ فایل‌های حساب در یک فهرست: خروجی‌هایی که بیش از ${groupDigits(BACKGROUND_EXPORT_ROWS)} ردیف دارند و در پس‌زمینه ساخته می‌شوند (پیشرفت آن‌ها با رویداد \`file.progress\` سوکت می‌آید)، مدارک احراز هویت و پیوست‌های درخواست‌های پشتیبانی. مالک حساب همهٔ فایل‌ها را می‌بیند و همکار فقط فایل‌هایی که خودش ساخته است.`,
  operations: {
    [`GET ${BASE}`]: {
      summary: "فهرست فایل‌ها",
      description:
        "فایل‌ها، تازه‌ترین نخست، همه یا یک دسته (`category`: exports، documents، tickets)؛ `state` هر فایل writing (در حال ساخت، با `rows_done` از `rows_total`)، ready یا failed است.",
      query: fileListQuerySchema,
      answer: pageOf(fileListResponseSchema),
      example: { query: { category: "all", page: 1, per_page: 10 }, data: [file] },
    },
    [`GET ${BASE}/categories`]: {
      summary: "دسته‌های فایل و فضای حساب",
      description:
        "شمار و حجم فایل‌های هر دسته، و فضای به‌کاررفته (`used_bytes`) در برابر سهمیهٔ حساب (`quota_bytes`، یک گیگابایت مگر آنکه تغییر کرده باشد).",
      answer: answerOf(fileCategoriesResponseSchema),
      example: {
        data: {
          categories: [
            { key: "exports", title: "خروجی‌ها", count: 3, size: 15_690_001 },
            { key: "documents", title: "مدارک", count: 2, size: 830_112 },
            { key: "tickets", title: "پیوست‌های پشتیبانی", count: 1, size: 120_400 },
          ],
          used_bytes: 16_640_513,
          quota_bytes: 1_073_741_824,
        },
      },
    },
    [`GET ${BASE}/:id/download`]: {
      summary: "دریافت فایل",
      description:
        "خود فایل، تکه به تکه، به صورت پیوست با نام آن؛ فایلی که هنوز ساخته می‌شود یا ساختش ناموفق بوده ۴۰۹ است.",
      answer: { kind: "file", type: "application/octet-stream" },
      errors: [fileNotFound, stillWriting],
      example: { params: { id: 412 } },
    },
    [`DELETE ${BASE}/:id`]: {
      summary: "حذف فایل",
      description:
        "یک خروجی را حذف می‌کند و فضای آن آزاد می‌شود؛ مدارک و پیوست‌ها فقط از صفحهٔ خودشان برداشته می‌شوند (۴۰۳) و فایل در حال ساخت حذف نمی‌شود (۴۰۹).",
      answer: answerOf(deletedFileResponseSchema),
      errors: [
        fileNotFound,
        { status: 409, code: MESSAGE_CODES.conflict, message: FILE_MESSAGES.deleteWhileWriting },
        { status: 403, code: MESSAGE_CODES.forbidden, message: FILE_MESSAGES.notDeletable },
      ],
      example: { params: { id: 412 }, data: { id: 412, name: "contacts.csv" } },
    },
  },
};
