import * as z from "zod/mini";
import { toLatinDigits } from "../validation/digits";
import { blankable, EXPORT_FORMATS, wholeNumber } from "./common";
import { envelope, pagedEnvelope } from "./envelope";
import { recipientSchema, type DeliveryStatus, type SendingType } from "./send";
import { groupDigits } from "../format/money";

/** Sends stay in the report this many days after they were made; older ones are archived (spec §9). */
export const REPORT_WINDOW_DAYS = 30;

const REPORT_LIMITS = { perPage: 100, searchText: 200 } as const;

export const REPORT_MESSAGES = {
  bulkIdRequired: "تکمیل گزینه bulk_id الزامی است",
  sendIdInvalid: "شناسه ارسال معتبر نیست",
  pageInvalid: "شماره صفحه باید عددی صحیح و مثبت باشد",
  perPageInvalid: `تعداد ردیف‌های هر صفحه باید از ۱ تا ${groupDigits(REPORT_LIMITS.perPage)} باشد`,
  filtersInvalid: "فیلترهای گزارش معتبر نیستند",
  dateInvalid: "تاریخ معتبر نیست",
  createRange: "پایان بازهٔ تاریخ ایجاد نباید پیش از آغاز آن باشد",
  sendRange: "پایان بازهٔ تاریخ ارسال نباید پیش از آغاز آن باشد",
  exitCountInvalid: "تعداد ارسال‌شده باید عددی صحیح و نامنفی باشد",
  exitRange: "بیشترین تعداد ارسال‌شده نباید کمتر از کمترین آن باشد",
  stateInvalid: "وضعیت ارسال باید عددی از ۰ تا ۹ باشد",
  statusInvalid: "وضعیت تحویل باید عددی از ۰ تا ۴ باشد",
  senderInvalid: "شماره خط فرستنده معتبر نیست",
  searchTooLong: `متن جستجو حداکثر ${groupDigits(REPORT_LIMITS.searchText)} نویسه است`,
  formatInvalid: "قالب فایل باید xlsx یا csv باشد",
} as const;

/** Edge's `state` word of each `state_id`, beside the Persian `status` (lib/send/send-states.ts). */
export const SEND_STATE_WORDS: Record<number, string> = {
  0: "creating",
  1: "monitoring",
  2: "sending",
  3: "rejected",
  4: "invalid",
  5: "queue",
  6: "finish",
  7: "cancel",
  8: "no_credit",
  9: "error",
};

/** A recipient's delivery status in Persian (spec §3). */
export const DELIVERY_STATUS_TITLES: Record<DeliveryStatus, string> = {
  0: "ارسال به اپراتور",
  1: "رسیده به مخابرات",
  2: "رسیده به گوشی",
  3: "نرسیده",
  4: "فهرست سیاه",
};
/** A recipient not yet handed to the operator (no `message_status`). */
export const NOT_HANDED_OVER_TITLE = "در صف ارسال";

/** Each sending type in Persian, as report rows and files name it. */
export const SENDING_TYPE_TITLES: Record<SendingType, string> = {
  webservice: "ارسال سریع",
  peer_to_peer: "نظیر به نظیر",
  peer_to_peer_file: "نظیر به نظیر از فایل",
  file: "ارسال از فایل",
  phonebook: "دفترچه تلفن",
  keyword: "کلمه کلیدی از فایل",
  keyword_phonebook: "کلمه کلیدی دفترچه تلفن",
  postal_code: "کد پستی",
  country: "شهری و استانی",
  job: "مشاغل",
  map: "نقشه",
  tower: "دکل ایرانسل",
  pattern: "پیامک الگو",
  secretary: "پاسخ خودکار منشی",
};

/** A send's id (`bulk_id`, `messages_outbox_id`). */
const sendIdSchema = wholeNumber(REPORT_MESSAGES.sendIdInvalid, { min: 1, required: REPORT_MESSAGES.bulkIdRequired });
/** Unix seconds, up to the year 9999. */
const unixSecondsSchema = wholeNumber(REPORT_MESSAGES.dateInvalid, { max: 253_402_300_799 });
const exitCountSchema = wholeNumber(REPORT_MESSAGES.exitCountInvalid, { max: 2_147_483_647 });

/**
 * A sender line in any written form (`+98…`, `0098…`, `98…`, `0…` or without a prefix, Persian
 * digits too), read as the line's E.164 number (`+9810001000`).
 */
const senderNumberSchema = z.pipe(
  z.pipe(
    z.string({ error: REPORT_MESSAGES.senderInvalid }),
    z.transform((value: string) => {
      const v = toLatinDigits(value).replace(/[\s-]/g, "");
      if (v.startsWith("+")) return v;
      if (v.startsWith("0098")) return `+${v.slice(2)}`;
      if (v.startsWith("98")) return `+${v}`;
      if (v.startsWith("0")) return `+98${v.slice(1)}`;
      return `+98${v}`;
    }),
  ),
  z.string().check(z.regex(/^\+98[0-9A-Za-z]{1,20}$/, REPORT_MESSAGES.senderInvalid)),
);

/** Whether `from` comes after `to`: the range can hold nothing. */
const reversed = (from: number | undefined, to: number | undefined) =>
  from !== undefined && to !== undefined && from > to;

/**
 * Edge's `filters` of `new_list`, `systemic_list` (and its export) and `archive_list`. Dates are
 * Unix seconds, each bound inclusive (a `to` holds its whole second); `message` finds sends whose
 * text contains it, case aside; `number` is the sender line. A range whose start is after its
 * end is refused on its end field.
 */
export const reportFiltersSchema = z
  .object(
    {
      /** Edge's account filter (`*` any); a customer sees only their own sends either way. */
      username: blankable(z.string().check(z.trim(), z.maxLength(100))),
      number: blankable(senderNumberSchema),
      messages_outbox_id: blankable(sendIdSchema),
      create_from_date: blankable(unixSecondsSchema),
      create_to_date: blankable(unixSecondsSchema),
      send_from_date: blankable(unixSecondsSchema),
      send_to_date: blankable(unixSecondsSchema),
      from_exit_count: blankable(exitCountSchema),
      to_exit_count: blankable(exitCountSchema),
      message: blankable(
        z.string().check(z.trim(), z.maxLength(REPORT_LIMITS.searchText, REPORT_MESSAGES.searchTooLong)),
      ),
      state_id: blankable(wholeNumber(REPORT_MESSAGES.stateInvalid, { max: 9 })),
    },
    { error: REPORT_MESSAGES.filtersInvalid },
  )
  .check(
    z.superRefine((f, ctx) => {
      if (reversed(f.create_from_date, f.create_to_date))
        ctx.addIssue({ code: "custom", path: ["create_to_date"], message: REPORT_MESSAGES.createRange });
      if (reversed(f.send_from_date, f.send_to_date))
        ctx.addIssue({ code: "custom", path: ["send_to_date"], message: REPORT_MESSAGES.sendRange });
      if (reversed(f.from_exit_count, f.to_exit_count))
        ctx.addIssue({ code: "custom", path: ["to_exit_count"], message: REPORT_MESSAGES.exitRange });
    }),
  );
export type ReportFilters = z.output<typeof reportFiltersSchema>;

const pageSchema = z.pipe(
  blankable(wholeNumber(REPORT_MESSAGES.pageInvalid, { min: 1, max: 10_000_000 })),
  z.transform((page: number | undefined) => page ?? 1),
);
const perPageSchema = z.pipe(
  blankable(wholeNumber(REPORT_MESSAGES.perPageInvalid, { min: 1, max: REPORT_LIMITS.perPage })),
  z.transform((n: number | undefined) => n ?? 10),
);
const filtersField = z.pipe(
  z.nullish(reportFiltersSchema),
  z.transform((filters: ReportFilters | null | undefined): ReportFilters => filters ?? {}),
);

/** `POST report/new_list`, `systemic_list` and `archive_list`: `{page, limit, filters}` (defaults 1 and 10). */
export const reportListRequestSchema = z.object({ page: pageSchema, limit: perPageSchema, filters: filtersField });

/** `POST report/systemic_list/export`: the list's filters; the answer is the file itself (CSV unless `xlsx`). */
export const reportExportRequestSchema = z.object({
  filters: filtersField,
  format: z._default(z.enum(EXPORT_FORMATS, { error: REPORT_MESSAGES.formatInvalid }), "csv"),
});

/** Edge writes most numbers of a report as strings; they are read as numbers. */
const count = z.coerce.number().check(z.int());

/**
 * One send as the report lists it (Edge's row of `new_list`, `systemic_list` and `archive_list`).
 * The fields Edge fills for its own bookkeeping (colour, partner, files, parent) may be absent.
 */
const sendReportRowSchema = z.object({
  username: z.nullish(z.string()),
  number_color: z.nullish(z.string()),
  /** The sender line, E.164. */
  number: z.string(),
  number_id: z.nullable(z.coerce.string()),
  messages_outbox_id: z.coerce.string(),
  /** Edge's word for the state (`finish`, `sending`, … `SEND_STATE_WORDS`). */
  state: z.string(),
  /** The sending type (`webservice`, `file`, … `SENDING_TYPE_TITLES`). */
  type: z.string(),
  /** Unix seconds: when it goes (or went) out, and when it was made. */
  time_send: z.coerce.number(),
  time: z.coerce.number(),
  rcpts_count: count,
  /** Recipients handed to the operator so far. */
  exit_count: count,
  /** The state in Persian. */
  status: z.string(),
  partner_id: z.nullish(z.coerce.string()),
  in_delivery_line: z.optional(z.coerce.number()),
  /** `approve` once content control let it through, `reject` when it refused it, null before. */
  valid: z.nullish(z.string()),
  /** The text (a keyword send's template); null when every recipient has their own. */
  message: z.nullable(z.string()),
  part: z.nullable(count),
  /** Rials charged: what was reserved less what came back. */
  cost: z.coerce.number(),
  summary: z.nullable(z.string()),
  user_ip: z.nullable(z.string()),
  user_id: z.nullish(z.coerce.string()),
  files_path: z.nullish(z.string()),
  parent_id: z.nullish(z.coerce.string()),
  state_id: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(9)),
});
export type SendReportRow = z.infer<typeof sendReportRowSchema>;
export const sendReportListResponseSchema = pagedEnvelope(sendReportRowSchema);

/** One send as `report/by_bulk` answers it: the list's row (its parts always told), with what came back and why content control refused it. */
export const bulkReportSchema = z.extend(sendReportRowSchema, {
  part: count,
  /** Rials that came back to the wallet. */
  return: z.nullish(z.coerce.number()),
  reject_comment: z.nullable(z.string()),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;
export const bulkReportResponseSchema = envelope(bulkReportSchema);

/** `GET report/by_bulk?messages_outbox_id=`. */
export const byBulkQuerySchema = z.object({ messages_outbox_id: sendIdSchema });

/** `GET report/bulk_stats?bulk_id=` and `archive_bulk_stats?bulk_id=`. */
export const bulkIdQuerySchema = z.object({ bulk_id: sendIdSchema });

const deliveryStatusSchema = z.pipe(
  wholeNumber(REPORT_MESSAGES.statusInvalid, { max: 4 }),
  z.transform((status: number) => status as DeliveryStatus),
);

/**
 * `GET report/recipients?bulk_id=&page=&per_page=`, and the panel's filters: `status` (0–4) and
 * `recipient`, one number in any form (`09…`, `98…`, `+98…`, Persian digits).
 */
export const recipientsQuerySchema = z.object({
  bulk_id: sendIdSchema,
  page: pageSchema,
  per_page: perPageSchema,
  status: blankable(deliveryStatusSchema),
  recipient: blankable(recipientSchema),
});

/** One recipient of a send (Edge's shape). */
const recipientReportRowSchema = z.object({
  /** E.164. */
  recipient: z.string(),
  /** The text as it went out, the cancel suffix included. */
  message: z.nullable(z.string()),
  is_readable: z.boolean(),
  msg_parts: count,
  /** 0 sent to the operator, 1 reached telecom, 2 reached the handset, 3 not reached, 4 blacklist; null while not handed over. */
  message_status: z.nullable(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4))),
});
export type RecipientReportRow = z.infer<typeof recipientReportRowSchema>;
export const recipientsResponseSchema = pagedEnvelope(recipientReportRowSchema);

/** `GET report/download_recipients?bulk_id=&format=&status=`: the recipients as a file (XLSX unless `csv`). */
export const downloadRecipientsQuerySchema = z.object({
  bulk_id: sendIdSchema,
  format: z._default(z.enum(EXPORT_FORMATS, { error: REPORT_MESSAGES.formatInvalid }), "xlsx"),
  status: blankable(deliveryStatusSchema),
});

/** Recipients of one operator by the language their text went out in (UCS-2 `fa`, GSM-7 `en`). */
const languageCountsSchema = z.object({ en: count, fa: count });

/** Edge answers MCI and Irancell; this upstream also Rightel and the smaller operators, in the same style. */
const perOperatorSchema = z.object({
  mci: languageCountsSchema,
  irancell: languageCountsSchema,
  rightel: z.optional(languageCountsSchema),
  other: z.optional(languageCountsSchema),
});
export type OperatorCounts = z.infer<typeof perOperatorSchema>;

/**
 * `bulk_stats` (Edge's shape): each recipient counted once, by operator and language, in one of
 * pending (not yet handed to the operator), sent (handed over, no final report yet: statuses 0
 * and 1), delivered (2), failed (3) and blacklist (4). Recipients a stopped send will never hand
 * over are in none of them.
 */
const bulkStatsSchema = z.object({
  operators_sent: perOperatorSchema,
  operators_delivered: perOperatorSchema,
  operators_failed: perOperatorSchema,
  operators_pending: perOperatorSchema,
  operators_blacklist: perOperatorSchema,
});
export type BulkStats = z.infer<typeof bulkStatsSchema>;
export const bulkStatsResponseSchema = envelope(bulkStatsSchema);
export const BULK_STAT_GROUPS = [
  "operators_sent",
  "operators_delivered",
  "operators_failed",
  "operators_pending",
  "operators_blacklist",
] as const;
