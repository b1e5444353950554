import * as z from "zod/mini";
import { EXPORT_FORMATS } from "./common";
import {
  SECRETARY_MESSAGES,
  SECRETARY_TYPES,
  type AnswerState,
  type SecretaryInboxKind,
  type SecretaryType,
} from "./secretaries";

/** A received message's kind as the panel and the export name it. */
export const SECRETARY_INBOX_KIND_TITLES: Record<SecretaryInboxKind, string> = {
  keyword: "کلمهٔ کلیدی",
  other: "سایر پیام‌ها",
  correct: "پاسخ درست",
  wrong: "پاسخ نادرست",
  repeated: "تکراری",
  criticism: "انتقاد و پیشنهاد",
  gift: "هدیه",
  gift_out: "پس از پایان کدها",
  vote: "رأی",
  visit: "بازدید",
};

/** How an answer went, in words. */
export const ANSWER_STATE_TITLES: Record<AnswerState, string> = {
  sent: "ارسال شد",
  no_credit: "اعتبار کافی نبود",
  refused: "ارسال نشد",
  none: "بی‌پاسخ",
};

/**
 * The kinds a secretary of each type stores, in the order the page shows them. A poll keeps a text
 * that is no option's number as `other`, answered with its `wrong_text`.
 */
export const SECRETARY_KINDS_BY_TYPE: Record<SecretaryType, readonly SecretaryInboxKind[]> = {
  [SECRETARY_TYPES.received_message]: ["keyword", "other"],
  [SECRETARY_TYPES.contest]: ["correct", "wrong", "repeated"],
  [SECRETARY_TYPES.criticism]: ["criticism"],
  [SECRETARY_TYPES.gift]: ["gift", "gift_out", "repeated"],
  [SECRETARY_TYPES.poll]: ["vote", "repeated", "other"],
  [SECRETARY_TYPES.visit]: ["visit"],
};

const INBOX_KINDS = Object.keys(SECRETARY_INBOX_KIND_TITLES) as [SecretaryInboxKind, ...SecretaryInboxKind[]];

/** `GET module-inboxes-list/export?secretary_id&inbox_type&format`: what one secretary received, as a CSV (the default) or XLSX file. */
export const secretaryInboxExportQuerySchema = z.object({
  secretary_id: z.coerce.number({ error: SECRETARY_MESSAGES.secretaryNotFound }).check(z.int(), z.positive()),
  inbox_type: z._default(z.enum(["all", ...INBOX_KINDS]), "all"),
  format: z._default(z.enum(EXPORT_FORMATS, { error: "قالب فایل باید csv یا xlsx باشد" }), "csv"),
});

/** The export's column titles, in order. */
export const SECRETARY_INBOX_FILE_TITLES = [
  "شناسه",
  "فرستنده",
  "متن پیام",
  "گونه",
  "شماره",
  "پاسخ",
  "وضعیت پاسخ",
  "زمان دریافت",
] as const;
