import * as z from "zod/mini";
import { SEND_LIMITS } from "./send-limits";
import { envelope } from "./envelope";
import { groupDigits } from "../format/money";

/**
 * Importing contacts into a phonebook. Edge's call takes the whole file
 * (`POST phonebooks/{id}/import`, multipart `file`). The panel reads the file in the browser and
 * sends its rows in chunks instead (a reference extension): it opens an import, puts each chunk
 * under its index (a chunk sent again is not taken twice), and commits; the commit moves every
 * staged contact into the phonebook in one transaction, so a broken upload leaves nothing.
 */
export const IMPORT_LIMITS = {
  /** Records of one import (spec §5: a contact file holds at most 1,000,000). */
  records: SEND_LIMITS.fileRecords,
  /** Contacts in one chunk. */
  chunkContacts: 10_000,
} as const;

export const IMPORT_MESSAGES = {
  tooManyRecords: `حداکثر ${groupDigits(IMPORT_LIMITS.records)} رکورد در هر ورود مخاطبان پذیرفته می‌شود.`,
  recordsRequired: "تعداد رکوردهای فایل را بفرستید",
  chunksInvalid: "تعداد بخش‌ها معتبر نیست",
  chunkIndexInvalid: "شماره بخش خارج از بخش‌های این ورود است",
  chunkEmpty: "بخش خالی است",
  chunkTooLarge: `هر بخش حداکثر ${groupDigits(IMPORT_LIMITS.chunkContacts)} مخاطب دارد`,
  importIdInvalid: "شناسه ورود باید ۸ تا ۶۴ نویسهٔ انگلیسی، رقم یا - باشد",
  importNotFound: "ورود مخاطبان یافت نشد",
  importForOtherPhonebook: "این شناسه ورود برای دفترچه تلفن دیگری است",
  importCommitted: "این ورود پیش‌تر ثبت شده است",
  chunksMissing: (missing: number[]) =>
    `بخش‌های ${missing.slice(0, 10).map(groupDigits).join("، ")}${missing.length > 10 ? " و …" : ""} هنوز نرسیده است`,
  moreThanDeclared: "تعداد رکوردهای رسیده بیش از تعداد اعلام‌شده است",
  fileRequired: "تکمیل گزینه فایل الزامی است",
  noMobileColumn:
    "ستون شماره موبایل در فایل پیدا نشد؛ فایل باید ستونی از شماره‌های موبایل داشته باشد (یا آن را با mobile_column انتخاب کنید، ستون A برابر ۰).",
  columnsInvalid: 'نگاشت ستون‌ها معتبر نیست؛ مثال: {"1": "name", "2": "gender", "3": 12}',
  fileTooLarge: "حجم فایل بیشتر از ۶۰ مگابایت است.",
} as const;

const importId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, IMPORT_MESSAGES.importIdInvalid));

/** Opens an import: how many records and chunks will come; an `import_id` chosen by the caller makes the call safe to repeat. */
export const startImportRequestSchema = z.object({
  import_id: z.optional(importId),
  records: z
    .number({ error: IMPORT_MESSAGES.recordsRequired })
    .check(
      z.int(IMPORT_MESSAGES.recordsRequired),
      z.minimum(1, IMPORT_MESSAGES.recordsRequired),
      z.maximum(IMPORT_LIMITS.records, IMPORT_MESSAGES.tooManyRecords),
    ),
  chunks: z
    .number({ error: IMPORT_MESSAGES.chunksInvalid })
    .check(
      z.int(IMPORT_MESSAGES.chunksInvalid),
      z.minimum(1, IMPORT_MESSAGES.chunksInvalid),
      z.maximum(IMPORT_LIMITS.records, IMPORT_MESSAGES.chunksInvalid),
    ),
});
export type StartImportRequest = z.input<typeof startImportRequestSchema>;

/**
 * One contact of a chunk, as the panel mapped its file row: checked again by the upstream (the
 * mobile rule, each feature's type); a row that fails is counted in `errors` and left out.
 */
const importRowSchema = z.object({
  /** The file row, for the caller's own report. */
  row: z.optional(z.number().check(z.int(), z.minimum(1))),
  number: z.union([z.string(), z.number()]),
  pre: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  gender: z.optional(z.union([z.number(), z.string(), z.null()])),
  options: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ImportRow = z.input<typeof importRowSchema>;

export const importChunkRequestSchema = z.object({
  contacts: z
    .array(importRowSchema, { error: IMPORT_MESSAGES.chunkEmpty })
    .check(
      z.minLength(1, IMPORT_MESSAGES.chunkEmpty),
      z.maxLength(IMPORT_LIMITS.chunkContacts, IMPORT_MESSAGES.chunkTooLarge),
    ),
});

const IMPORT_STATUSES = ["open", "committed"] as const;

/** An import as the upstream keeps it: which chunks arrived, and once committed what it did. */
const phonebookImportSchema = z.object({
  import_id: z.string(),
  phonebook_id: z.number().check(z.int()),
  status: z.enum(IMPORT_STATUSES),
  records: z.number().check(z.int()),
  chunks: z.number().check(z.int()),
  received_chunks: z.array(z.number().check(z.int())),
  /** Contacts staged so far (rows that passed the checks). */
  staged: z.number().check(z.int()),
  /** Rows refused by the checks so far. */
  errors: z.number().check(z.int()),
  added: z.nullable(z.number().check(z.int())),
  existences: z.nullable(z.number().check(z.int())),
});
export type PhonebookImport = z.infer<typeof phonebookImportSchema>;
export const phonebookImportResponseSchema = envelope(phonebookImportSchema);

/** What an import did: contacts added, numbers the phonebook already had (or the file repeated), rows refused. */
export const importResultSchema = z.object({
  added: z.number().check(z.int()),
  existences: z.number().check(z.int()),
  errors: z.number().check(z.int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Edge's file import, answered with what it did and the file's report. */
const fileImportResultSchema = z.extend(importResultSchema, {
  records: z.number().check(z.int()),
  report: z.object({
    empty_cell: z.number().check(z.int()),
    invalid_number: z.number().check(z.int()),
    duplicate: z.number().check(z.int()),
    other_reasons: z.number().check(z.int()),
    /** Rows whose feature values did not fit the feature's type. */
    invalid_values: z.number().check(z.int()),
  }),
});
export type FileImportResult = z.infer<typeof fileImportResultSchema>;
export const fileImportResponseSchema = envelope(fileImportResultSchema);

/** What an extra column of an imported file fills: a contact field, a feature (its id) or nothing. */
export const IMPORT_FIELDS = ["name", "pre", "email", "gender", "skip"] as const;
export const importColumnsSchema = z.record(
  z.string().check(z.regex(/^\d{1,5}$/)),
  z.union([z.enum(IMPORT_FIELDS), z.number().check(z.int(), z.positive())]),
  { error: IMPORT_MESSAGES.columnsInvalid },
);
export type ImportColumns = z.infer<typeof importColumnsSchema>;
