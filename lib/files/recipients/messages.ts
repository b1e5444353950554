import { SEND_LIMITS } from "@/lib/contract/send-limits";
import { MOBILE_MESSAGE } from "@/lib/validation/mobile";
import { SHEET_MAX_CELLS, SHEET_MAX_ROWS } from "./sheet-extent";
import { groupDigits } from "../../format/money";

const MAX_RECORDS_TEXT = groupDigits(SEND_LIMITS.fileRecords);

/** Why a whole recipients file is refused (spec §5 "File and number entry", §9 file records max). */
export type RecipientsFileErrorCode =
  | "empty_file"
  | "wrong_format"
  | "zip_bomb"
  | "sheet_too_large"
  | "broken_quotes"
  | "too_many_records"
  | "no_valid_number"
  | "unreadable";

/** Each refusal has its own Persian message. */
export const RECIPIENTS_FILE_MESSAGES = {
  emptyFile: "فایل خالی است.",
  wrongFormat: "فرمت فایل درست نیست؛ فقط فایل txt، csv یا xlsx پذیرفته می‌شود.",
  peerToPeerExcelOnly: "برای ارسال نظیر به نظیر فقط فایل اکسل (xlsx) با دو ستون پیام و شماره موبایل پذیرفته می‌شود.",
  zipBomb: "فایل اکسل بیش از حد فشرده یا حجیم است و برای امنیت باز نشد.",
  sheetTooLarge:
    `محدودهٔ برگهٔ اول فایل اکسل بیش از حد بزرگ است (بیش از ${groupDigits(SHEET_MAX_ROWS)} ردیف، ستونی بعد از XFD یا بیش از ${groupDigits(SHEET_MAX_CELLS)} خانه) و برای امنیت باز نشد. ` +
    "ردیف‌ها و ستون‌های خالیِ دور از داده‌ها را پاک کنید و فایل را دوباره ذخیره کنید.",
  brokenQuotes: 'ساختار فایل CSV خراب است: علامت نقل‌قول (") باز مانده یا نابجاست.',
  tooManyRecords: `فایل بیش از ${MAX_RECORDS_TEXT} رکورد دارد؛ حداکثر ${MAX_RECORDS_TEXT} رکورد پذیرفته می‌شود.`,
  noValidNumber: "هیچ شماره موبایل معتبری در فایل پیدا نشد.",
  unreadable: "خواندن فایل ممکن نشد؛ دوباره تلاش کنید.",
} as const;

/** Why one row was left out of the recipients. */
export type RejectReason =
  "empty" | "empty_message" | "invalid" | "scientific" | "duplicate" | "formula" | "not_a_number";

export const REJECT_REASON_MESSAGES: Record<RejectReason, string> = {
  empty: "خانه شماره موبایل خالی است",
  empty_message: "خانه متن پیام خالی است",
  invalid: MOBILE_MESSAGE,
  scientific:
    "عدد با نماد علمی (مانند 9.12E+11) ذخیره شده و رقم‌هایش از دست رفته است؛ ستون را در اکسل به «متن» تبدیل کنید",
  duplicate: "شماره تکراری است",
  formula: "فرمول یا مقداری که با = یا + یا - یا @ شروع می‌شود؛ محاسبه نمی‌شود",
  not_a_number: "مقدار این خانه شماره نیست",
};

/** The four categories of the upload report (spec §5, plus duplicates for contact imports). */
export type ReportCategoryName = "emptyCell" | "invalidNumber" | "duplicate" | "otherReasons";

export const REPORT_CATEGORY_TITLES: Record<ReportCategoryName, string> = {
  emptyCell: "خانه خالی",
  invalidNumber: "شماره نامعتبر",
  duplicate: "شماره تکراری",
  otherReasons: "سایر دلایل",
};

export const CATEGORY_OF_REASON: Record<RejectReason, ReportCategoryName> = {
  empty: "emptyCell",
  empty_message: "emptyCell",
  invalid: "invalidNumber",
  scientific: "invalidNumber",
  duplicate: "duplicate",
  formula: "otherReasons",
  not_a_number: "otherReasons",
};
