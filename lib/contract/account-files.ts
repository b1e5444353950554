import * as z from "zod/mini";
import { envelope, emptyPageQuerySchema, pagedEnvelope } from "./envelope";

/**
 * File management (spec §2 `/file-management`, §7 `user/files`): every file the account made or
 * sent, in one list by category. Exports past {@link BACKGROUND_EXPORT_ROWS} rows are written in
 * the background as a file here; uploaded recipient and contact files are kept as they came;
 * documents and ticket attachments are listed where their bytes already live.
 * `GET user/files/{id}/download` streams one; exports and uploads may be deleted.
 */

/** An export with more rows than this is written in the background; a smaller one is answered at once. */
export const BACKGROUND_EXPORT_ROWS = 100_000;
/** Files an account may have written in the background at once: one member's flood never holds the writers for everyone. */
export const WRITING_FILES_PER_ACCOUNT = 3;

export const FILE_CATEGORIES = ["exports", "uploads", "documents", "tickets"] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const FILE_CATEGORY_TITLES: Record<FileCategory, string> = {
  exports: "خروجی‌ها",
  uploads: "فایل‌های بارگذاری‌شده",
  documents: "مدارک",
  tickets: "پیوست‌های پشتیبانی",
};

const FILE_STATES = ["writing", "ready", "failed"] as const;
export type FileState = (typeof FILE_STATES)[number];

export const FILE_STATE_TITLES: Record<FileState, string> = {
  writing: "در حال ساخت",
  ready: "آماده",
  failed: "ناموفق",
};

/** What a file holds (its source). */
export const FILE_SOURCE_TITLES: Record<string, string> = {
  contacts: "خروجی مخاطبان",
  phonebook: "خروجی دفترچهٔ تلفن",
  send_recipients: "خروجی گیرندگان ارسال",
  systemic_sends: "خروجی ارسال‌های سیستمی",
  transactions: "خروجی تراکنش‌ها",
  activity: "خروجی گزارش فعالیت",
  inbox: "خروجی پیام‌های دریافتی",
  secretary_inbox: "خروجی صندوق منشی",
  send_file: "فایل گیرندگان ارسال",
  contacts_import: "فایل ورود مخاطبان",
  document: "مدرک احراز هویت",
  ticket_attachment: "پیوست درخواست پشتیبانی",
};

export const FILE_MESSAGES = {
  fileNotFound: "فایل یافت نشد",
  stillWriting: "این فایل هنوز در حال ساخت است؛ پس از آماده شدن آن را دریافت کنید",
  failed: "ساخت این فایل ناموفق بود؛ خروجی را دوباره بگیرید",
  notDeletable: "این فایل را فقط از جای خودش (مدارک یا درخواست پشتیبانی) می‌توان برداشت",
  deleteWhileWriting: "فایل در حال ساخت را نمی‌توان حذف کرد؛ پس از آماده شدن آن را حذف کنید",
  quotaFull: "فضای فایل‌های حساب پر است؛ برای خروجی تازه چند فایل را حذف کنید",
  tooManyWriting: "سه خروجی این حساب هم‌اکنون در حال ساخت است؛ پس از آماده شدن یکی از آن‌ها خروجی تازه بگیرید",
  categoryInvalid: "دستهٔ فایل درست نیست",
  backgroundStarted: "خروجی بزرگ است و در پس‌زمینه ساخته می‌شود؛ پس از آماده شدن در مدیریت فایل‌ها خواهد بود",
  ready: (name: string) => `فایل ${name} آماده است و در مدیریت فایل‌ها دریافت می‌شود`,
} as const;

/** One file of the account; times are the upstream's `YYYY-MM-DD HH:MM:SS` (UTC). */
const accountFileSchema = z.object({
  id: z.number().check(z.int()),
  category: z.enum(FILE_CATEGORIES),
  source: z.string(),
  name: z.string(),
  content_type: z.string(),
  /** Bytes; for a file still being written, what is written so far (0). */
  size: z.number().check(z.int()),
  state: z.enum(FILE_STATES),
  rows_done: z.number().check(z.int()),
  rows_total: z.number().check(z.int()),
  /** Who made it: the member's name or mobile; null for support's attachments. */
  made_by: z.nullable(z.string()),
  deletable: z.boolean(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type AccountFile = z.infer<typeof accountFileSchema>;

/** `GET user/files?category&page&per_page`: the account's files, newest first, all or of one category. */
export const fileListQuerySchema = z.extend(emptyPageQuerySchema, {
  category: z._default(z.enum(["all", ...FILE_CATEGORIES], { error: FILE_MESSAGES.categoryInvalid }), "all"),
});
export type FileListTab = z.infer<typeof fileListQuerySchema>["category"];
/** File management's tabs, in order: every file, then each category. */
export const FILE_TABS: readonly FileListTab[] = ["all", ...FILE_CATEGORIES];
export const fileListResponseSchema = pagedEnvelope(accountFileSchema);

/** `GET user/files/categories`: each category with its count and bytes, and the storage against the quota. */
export const fileCategoriesResponseSchema = envelope(
  z.object({
    categories: z.array(
      z.object({
        key: z.enum(FILE_CATEGORIES),
        title: z.string(),
        count: z.number().check(z.int()),
        size: z.number().check(z.int()),
      }),
    ),
    used_bytes: z.number().check(z.int()),
    quota_bytes: z.number().check(z.int()),
  }),
);
export type FileCategories = z.infer<typeof fileCategoriesResponseSchema>["data"];

/** An export past {@link BACKGROUND_EXPORT_ROWS} rows: answered at once (202) with the file being written. */
export const backgroundExportResponseSchema = envelope(z.object({ file: accountFileSchema }));

/** `DELETE user/files/{id}`: the file removed. */
export const deletedFileResponseSchema = envelope(z.object({ id: z.number().check(z.int()), name: z.string() }));
