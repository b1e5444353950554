import * as z from "zod/mini";
import { groupDigits } from "../format/money";
import { idListSchema, preprocess } from "./common";
import { emptyPageQuerySchema, envelope, pagedEnvelope } from "./envelope";
import { fromNumberSchema, sendTimeSchema, sendTimeToDate } from "./send";

/**
 * Code readers (`phonebooks/advanced-services/advanced-reader`): a product's authenticity codes,
 * uploaded as a file, checked by SMS on a line that receives. Each code may carry variables (the
 * file's other columns, named by its header row) that fill the answer to a correct code. Edge does
 * not document these calls; their shapes follow the secretaries' (upstream/README.md lists them).
 */
export const CODE_READER_LIMITS = {
  title: 100,
  answer: 700,
  /** A code in its compared form (lib/secretaries/match-form.ts). */
  code: 64,
  /** Columns after the code's. */
  variables: 10,
  variableName: 30,
  variableValue: 200,
  /** Codes one reader holds, and so one file. */
  codes: 1_000_000,
  /** Readers an account holds, active or not. */
  readers: 20,
} as const;

/** The code as the file has it, in any answer. */
export const CODE_PLACEHOLDER = "%code%";
/** In the repeated answer: when the code was first used, as a Jalali date and time in Tehran (۱۴۰۵/۰۹/۰۶ ۱۴:۳۰:۰۵). */
export const USED_AT_PLACEHOLDER = "%used_at%";
/** A variable's placeholder: its header title between percent signs. */
export const variablePlaceholder = (name: string) => `%${name}%`;

/** Extensions a codes file may have; its bytes must be what the extension says. */
export const CODE_FILE_EXTENSIONS = [".txt", ".csv", ".xlsx"] as const;

export const CODE_READER_MESSAGES = {
  titleRequired: "عنوان کدخوان را وارد کنید",
  titleTooLong: `عنوان کدخوان حداکثر ${groupDigits(CODE_READER_LIMITS.title)} نویسه است`,
  receiverRequired: "خط دریافت پیامک را انتخاب کنید",
  receiverCannotReceive: "این خط پیامک دریافت نمی‌کند یا اختصاصی شما نیست؛ یکی از خط‌های دریافت خود را انتخاب کنید",
  phonebookInvalid: "دفترچه را درست انتخاب کنید",
  phonebookNotFound: "دفترچهٔ انتخاب‌شده یافت نشد",
  expiryInvalid: "زمان پایان را درست وارد کنید",
  expiryPast: "زمان پایان باید در آینده باشد",
  activeInvalid: "وضعیت کدخوان را فعال یا غیرفعال انتخاب کنید",
  answerRequired: "متن پاسخ را وارد کنید",
  answerTooLong: `متن پاسخ حداکثر ${groupDigits(CODE_READER_LIMITS.answer)} نویسه است`,
  unknownPlaceholder: (placeholder: string) => `${placeholder} در این پاسخ پر نمی‌شود؛ آن را بردارید یا درست بنویسید`,
  codesModeInvalid: "افزودن کدها یا جایگزینی آن‌ها را انتخاب کنید",
  fileRequired: "فایل کدها را انتخاب کنید",
  oneFileOnly: "فقط یک فایل بفرستید",
  fileWrongFormat: "فرمت فایل درست نیست؛ فقط فایل txt، csv یا xlsx پذیرفته می‌شود.",
  fileMismatch: "محتوای فایل با پسوند نام آن نمی‌خواند؛ فایل را در همان قالبی که نامش می‌گوید ذخیره کنید.",
  fileEmpty: "فایل خالی است.",
  fileNoCodes: "هیچ کد معتبری در فایل پیدا نشد.",
  fileTooManyCodes: `فایل بیش از ${groupDigits(CODE_READER_LIMITS.codes)} کد دارد؛ هر کدخوان حداکثر ${groupDigits(CODE_READER_LIMITS.codes)} کد دارد.`,
  fileTooLarge: "حجم فایل بیشتر از ۶۰ مگابایت است.",
  fileBrokenQuotes: 'ساختار فایل CSV خراب است: علامت نقل‌قول (") باز مانده یا نابجاست.',
  fileUnreadable: "خواندن این فایل ممکن نشد یا بیش از حافظهٔ مجاز نیاز داشت؛ فایل را به چند فایل کوچک‌تر تقسیم کنید.",
  variablesTooMany: `حداکثر ${groupDigits(CODE_READER_LIMITS.variables)} ستون متغیر پس از ستون کد می‌توانید داشته باشید`,
  variableUntitled: (column: number) => `ستون ${groupDigits(column)} فایل در سطر عنوان نامی ندارد`,
  variableNameInvalid: (column: number) =>
    `نام ستون ${groupDigits(column)} باید حداکثر ${groupDigits(CODE_READER_LIMITS.variableName)} نویسه از حرف، رقم یا زیرخط باشد و code یا used_at نباشد`,
  variableRepeated: (name: string) => `نام ستون «${name}» تکراری است`,
  variablesDiffer: (names: readonly string[]) =>
    names.length > 0
      ? `ستون‌های متغیر فایلی که کدها را می‌افزاید همان ستون‌های این کدخوان است: ${names.join("، ")}؛ یا کدها را جایگزین کنید`
      : "این کدخوان متغیری ندارد و فایلی که کدها را می‌افزاید فقط ستون کد دارد؛ یا کدها را جایگزین کنید",
  readerNotFound: "کدخوان یافت نشد",
  tooManyReaders: `حداکثر ${groupDigits(CODE_READER_LIMITS.readers)} کدخوان می‌توانید داشته باشید؛ کدخوانی را حذف کنید`,
} as const;

/** A text that must not be blank, trimmed, of at most `max` characters. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const answerField = requiredText(
  CODE_READER_LIMITS.answer,
  CODE_READER_MESSAGES.answerRequired,
  CODE_READER_MESSAGES.answerTooLong,
);

/** A form's text for "nothing": an absent field, or one sent empty. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());

/**
 * The reader's fields, as a multipart form sends them (every value a string) or as JSON: the same
 * rules either way. `file` travels beside them (required on create, optional on update).
 */
export const codeReaderFieldsSchema = z.object({
  title: requiredText(CODE_READER_LIMITS.title, CODE_READER_MESSAGES.titleRequired, CODE_READER_MESSAGES.titleTooLong),
  /** The line the codes arrive on: one of `numbers/receiver-list`. */
  receiver_number: z
    .string({ error: CODE_READER_MESSAGES.receiverRequired })
    .check(z.trim(), z.minLength(3, CODE_READER_MESSAGES.receiverRequired)),
  /** The line the answers go from: one the account sends with. */
  sender_number: fromNumberSchema,
  /** To a code in the file used for the first time; may carry %code% and the file's variables. */
  correct_answer: answerField,
  /** To a code used before; may carry %code%, %used_at% and the file's variables. */
  repeated_answer: answerField,
  /** To a text that is no code of the file; may carry %code% (the text sent, trimmed). */
  wrong_answer: answerField,
  /** Every sender joins this phonebook; null: none. */
  phonebook_id: preprocess(
    (value) => (blank(value) ? null : typeof value === "string" ? Number(value) : value),
    z.nullable(
      z
        .number({ error: CODE_READER_MESSAGES.phonebookInvalid })
        .check(z.int(CODE_READER_MESSAGES.phonebookInvalid), z.positive(CODE_READER_MESSAGES.phonebookInvalid)),
    ),
  ),
  /** The end of the reader's work (`YYYY-MM-DD HH:MM:SS` UTC); null: until it is disabled. */
  expires_at: preprocess(
    (value) => (blank(value) ? null : value),
    z.nullable(
      z.string({ error: CODE_READER_MESSAGES.expiryInvalid }).check(
        z.refine((value) => sendTimeSchema.safeParse(value).success, CODE_READER_MESSAGES.expiryInvalid),
        z.refine((value) => {
          const at = sendTimeToDate(value).getTime();
          return Number.isNaN(at) || at > Date.now();
        }, CODE_READER_MESSAGES.expiryPast),
      ),
    ),
  ),
  active: preprocess(
    (value) => {
      if (blank(value)) return true;
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      return value;
    },
    z.boolean({ error: CODE_READER_MESSAGES.activeInvalid }),
  ),
  /**
   * With a file on update: `add` (the default) adds the file's codes, a code the reader has keeping
   * its variables and its use; `replace` makes the file the reader's whole list, a code in both
   * keeping its use and taking the file's variables, the others deleted.
   */
  codes_mode: preprocess(
    (value) => (blank(value) ? "add" : value),
    z.enum(["add", "replace"], { error: CODE_READER_MESSAGES.codesModeInvalid }),
  ),
});
export type CodeReaderFields = z.output<typeof codeReaderFieldsSchema>;

/** `POST advanced-reader/delete-list {ids}`. */
export const deleteCodeReadersRequestSchema = z.object({ ids: idListSchema });
/** `POST advanced-reader/{id}/state {active}`: activate or disable. */
export const codeReaderStateRequestSchema = z.object({ active: z.boolean() });

/** What a file gave: its rows read (the header left out), the codes kept, and those left out by why. */
const importReportSchema = z.object({
  records: z.number().check(z.int()),
  valid: z.number().check(z.int()),
  empty: z.number().check(z.int()),
  duplicate: z.number().check(z.int()),
  invalid: z.number().check(z.int()),
  /** Codes the reader did not have before. */
  added: z.number().check(z.int()),
  /** Codes a replacing file left out, deleted. */
  removed: z.number().check(z.int()),
});
export type CodeImportReport = z.infer<typeof importReportSchema>;

const codeReaderOutSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  receiver_number: z.string(),
  sender_number: z.string(),
  correct_answer: z.string(),
  repeated_answer: z.string(),
  wrong_answer: z.string(),
  phonebook_id: z.nullable(z.number().check(z.int())),
  /** `YYYY-MM-DD HH:MM:SS` UTC, or null. */
  expires_at: z.nullable(z.string()),
  active: z.boolean(),
  /** Active and not past its end: answering now. */
  answering: z.boolean(),
  /** The file's variable names, in its column order. */
  variables: z.array(z.string()),
  codes_total: z.number().check(z.int()),
  codes_used: z.number().check(z.int()),
  received_count: z.number().check(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CodeReaderOut = z.infer<typeof codeReaderOutSchema>;
export const codeReaderListResponseSchema = pagedEnvelope(codeReaderOutSchema);
export const codeReaderResponseSchema = envelope(codeReaderOutSchema);
/** Create and update: the reader, and the file's report (null on an update without a file). */
export const codeReaderSavedResponseSchema = envelope(
  z.object({ reader: codeReaderOutSchema, import: z.nullable(importReportSchema) }),
);

/** `GET advanced-reader/get-variables?id=`: the variable names and every placeholder the answers may use. */
export const codeReaderVariablesQuerySchema = z.object({
  id: z.coerce.number({ error: CODE_READER_MESSAGES.readerNotFound }).check(z.int(), z.positive()),
});
export const codeReaderVariablesResponseSchema = envelope(
  z.object({
    variables: z.array(z.string()),
    /** Per answer, the placeholders it may carry. */
    placeholders: z.object({
      correct_answer: z.array(z.string()),
      repeated_answer: z.array(z.string()),
      wrong_answer: z.array(z.string()),
    }),
  }),
);

/** What the reader made of a message. */
const CODE_READER_KINDS = ["correct", "repeated", "wrong"] as const;
export type CodeReaderKind = (typeof CODE_READER_KINDS)[number];

const codeReaderInboxRowSchema = z.object({
  id: z.number().check(z.int()),
  msisdn: z.string(),
  message: z.string(),
  /** The code as the file has it; null for a wrong one. */
  code: z.nullable(z.string()),
  kind: z.enum(CODE_READER_KINDS),
  answer: z.nullable(z.string()),
  /** sent (as `answer_send_id`), no_credit, refused. */
  answer_state: z.enum(["sent", "no_credit", "refused", "none"]),
  answer_send_id: z.nullable(z.number().check(z.int())),
  received_at: z.string(),
});
export type CodeReaderInboxRow = z.infer<typeof codeReaderInboxRowSchema>;
export const codeReaderInboxResponseSchema = pagedEnvelope(codeReaderInboxRowSchema);

/** `GET advanced-reader`: a page of the account's readers, newest first. */
export const codeReaderListQuerySchema = emptyPageQuerySchema;
/** `GET advanced-reader/{id}/inbox`: what a reader received, all or of one kind. */
export const codeReaderInboxQuerySchema = z.extend(emptyPageQuerySchema, {
  kind: z._default(z.enum(["all", ...CODE_READER_KINDS]), "all"),
});

/** The titles of `export-codes`' columns before the variables', and after them. */
export const CODE_EXPORT_TITLES = {
  code: "کد",
  state: "وضعیت",
  usedBy: "نخستین استفاده از شماره",
  usedAt: "زمان نخستین استفاده",
  uses: "شمار استفاده",
} as const;
export const CODE_STATE_TITLES = { unused: "استفاده‌نشده", used: "استفاده‌شده" } as const;
