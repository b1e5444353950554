import { formatFileSize } from "@/lib/files/file-checks";

/** The largest body of a multipart send: its file and text fields together. */
export const FILE_SEND_MAX_BYTES = 60 * 1024 * 1024;

/** The refusals of a multipart send of its own; the file's own refusals are the parser's. */
export const FILE_SEND_MESSAGES = {
  /** Edge's words. */
  filesRequired: "تکمیل گزینه فایل ها الزامی است",
  oneFileOnly: "فقط یک فایل بفرستید",
  fileTooLarge: `حجم فایل بیشتر از ${formatFileSize(FILE_SEND_MAX_BYTES)} است.`,
  notAFileSend: "این نوع ارسال فایل نمی‌گیرد؛ آن را به صورت JSON بفرستید",
  peerToPeerFormat: "برای ارسال نظیر به نظیر فقط فایل xlsx یا csv با دو ستون پیام و شماره موبایل پذیرفته می‌شود.",
  chooseMobileColumn: "ستون شماره موبایل در فایل مشخص نیست؛ آن را با mobile_column انتخاب کنید (ستون A برابر ۰).",
  chooseMessageColumn: "ستون متن پیام در فایل مشخص نیست؛ آن را با message_column انتخاب کنید (ستون A برابر ۰).",
  columnInvalid: "شماره ستون باید عدد صحیح ۰ یا بزرگ‌تر باشد (ستون A برابر ۰).",
  columnNotInFile: "ستون انتخاب‌شده در فایل نیست.",
  messageColumnIsMobile: "ستون متن پیام نمی‌تواند همان ستون شماره موبایل باشد.",
  otherRecipientsInvalid: "فهرست گیرندگان دیگر معتبر نیست؛ شماره‌ها را جدا با other_recipients[] بفرستید.",
} as const;
