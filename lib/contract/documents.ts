import * as z from "zod/mini";
import { toPersianDigits } from "../validation/digits";
import { idSchema } from "./common";
import { envelope } from "./envelope";

/**
 * The documents the provider asks for (spec §3, §7 `user/documents`, upload, remove): each kind
 * with the account's submission, its state and its files. The list keeps Edge's shape.
 */

const MB = 1024 * 1024;

export const DOCUMENT_RULES = {
  maxFileBytes: 5 * MB,
  /** The most files any kind takes; a kind says its own number in `file_count`. */
  maxFilesPerKind: 5,
  accept: [".jpg", ".jpeg", ".png", ".pdf"],
  reasonMaxLength: 500,
  nameMaxLength: 200,
} as const;

export const DOCUMENT_MESSAGES = {
  filesRequired: "دست‌کم یک فایل انتخاب کنید",
  /** `{count}` becomes the kind's number of files. */
  tooManyFiles: "برای این مدرک حداکثر {count} فایل می‌توان فرستاد",
  /** `{name}` becomes the file's name. */
  // A right-to-left mark after each Latin name keeps the list in reading order inside Persian text.
  notAllowedType: "فایل «{name}» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست",
  /** `{name}` becomes the file's name. */
  tooLarge: `حجم فایل «{name}» بیش از ${toPersianDigits(5)} مگابایت است`,
  /** `{name}` becomes the file's name. */
  empty: "فایل «{name}» خالی است",
  bodyTooLarge: `حجم فایل‌های ارسالی بیش از حد مجاز است؛ هر فایل حداکثر ${toPersianDigits(5)} مگابایت`,
  kindNotFound: "این نوع مدرک وجود ندارد",
  nothingToRemove: "مدرکی از این نوع برای شما ثبت نشده است",
  approvedFinal: "این مدرک تأیید شده است و دیگر تغییر نمی‌کند",
  fileNotFound: "فایل مورد نظر یافت نشد",
} as const;

/** The state of a submission; a kind without one is «ارسال نشده». */
const DOCUMENT_STATES = ["review", "approved", "rejected"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_STATE_TITLES: Record<DocumentState | "none", string> = {
  none: "ارسال نشده",
  review: "در انتظار بررسی",
  approved: "تأیید شده",
  rejected: "رد شده",
};

/** Edge writes its counts as strings ("1"); a number is read the same way. */
const edgeCount = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => Number(value)),
);

const documentFileSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  size: z.number().check(z.int()),
  content_type: z.string(),
  created_at: z.string(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

const userDocumentSchema = z.object({
  id: z.number().check(z.int()),
  state: z.enum(DOCUMENT_STATES),
  reason: z.nullable(z.string()),
  submitted_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  files: z.array(documentFileSchema),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

const documentKindSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.nullable(z.string()),
  need_file: edgeCount,
  show_profile: edgeCount,
  expire_after_days: edgeCount,
  show_order: edgeCount,
  file_count: edgeCount,
  files_structure: z.nullable(z.unknown()),
  sample_file: z.nullable(z.array(z.object({ title: z.string(), address: z.string() }))),
  user_document: z.nullable(userDocumentSchema),
});
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const documentListResponseSchema = envelope(z.array(documentKindSchema));

/** remove {document_id} (the kind's id, as the list gives it); upload's text field too. */
export const documentIdRequestSchema = z.object({ document_id: idSchema });
