import * as z from "zod/mini";
import { toLatinDigits } from "../validation/digits";
import { isMobile, toMsisdn } from "../validation/mobile";
import { EXPORT_FORMATS } from "./common";
import { envelope, pagedEnvelope } from "./envelope";
import { inboxMessageSchema } from "./inbox-message";
import { idListSchema, preprocess, searchTextSchema } from "./common";

/**
 * The inbox: SMS the user's lines received (Edge's `report/messages-inbox`). Rows keep Edge's
 * shape; `read`, `delete-list`, `export` and `unread-count` follow it in the same style.
 */

/** Edge's `type`: a plain message, or a «11» (stop) or «12» (start again) reply to a line. */
export type InboxType = "normal" | "cancel11" | "uncancel11";

export const INBOX_TYPE_TITLES: Record<InboxType, string> = {
  normal: "عادی",
  cancel11: "لغو۱۱",
  uncancel11: "بازگشت از لغو۱۱",
};

const INBOX_MESSAGES = {
  senderInvalid: "شماره فرستنده معتبر نیست",
  lineInvalid: "شماره خط معتبر نیست",
  seenInvalid: "وضعیت خواندن باید 0 (خوانده‌نشده) یا 1 (خوانده‌شده) باشد",
  timeInvalid: "زمان باید به ثانیهٔ یونیکس و عددی صحیح باشد",
  rangeInverted: "تاریخ پایان نباید پیش از تاریخ شروع باشد",
  idInvalid: "شناسه باید عددی صحیح باشد",
  pageInvalid: "شمارهٔ صفحه باید عددی صحیح و دست‌کم ۱ باشد",
  perPageInvalid: "تعداد در صفحه باید بین ۱ و ۱٬۰۰۰ باشد",
  formatInvalid: "قالب فایل باید csv یا xlsx باشد",
} as const;

export const inboxListResponseSchema = pagedEnvelope(inboxMessageSchema);

/** A filter left blank (`""`, null) is no filter: query strings and forms send blanks. */
const optional = <S extends z.core.$ZodType>(schema: S) =>
  preprocess((value) => (value === "" || value === null ? undefined : value), z.optional(schema));

/**
 * The sender: a whole mobile in any written form becomes 98…; otherwise some of its digits
 * (a leading 0 read as 98, as numbers are written at home) to be found anywhere in it.
 */
const senderSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string({ error: INBOX_MESSAGES.senderInvalid }),
      z.transform((text: string) => toLatinDigits(text).replace(/[\s-]/g, "")),
    ),
    z.string().check(z.regex(/^\+?\d{1,14}$/, INBOX_MESSAGES.senderInvalid)),
  ),
  z.transform((text: string) =>
    isMobile(text) ? toMsisdn(text)! : text.replace(/^\+/, "").replace(/^00/, "").replace(/^0/, "98"),
  ),
);

/** A line in any written form (`+983000505`, `983000505`, `3000505`) as E.164. */
export const lineNumberSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string({ error: INBOX_MESSAGES.lineInvalid }),
      z.transform((text: string) => toLatinDigits(text).replace(/[\s-]/g, "").replace(/^\+/, "").replace(/^00/, "")),
    ),
    z.string().check(z.regex(/^[0-9A-Za-z]{3,20}$/, INBOX_MESSAGES.lineInvalid)),
  ),
  z.transform((text: string) => `+${text.startsWith("98") ? text : `98${text}`}`),
);

const unixSeconds = z.coerce
  .number({ error: INBOX_MESSAGES.timeInvalid })
  .check(
    z.int(INBOX_MESSAGES.timeInvalid),
    z.minimum(0, INBOX_MESSAGES.timeInvalid),
    z.maximum(Number.MAX_SAFE_INTEGER, INBOX_MESSAGES.timeInvalid),
  );

/**
 * What narrows the inbox: Edge's `from_id` (messages after that one), the sender, the receiving
 * line, text contained (case aside), read or unread, and a received range in Unix seconds, both
 * ends included.
 */
const inboxFilterFields = {
  from_id: optional(
    z.coerce
      .number({ error: INBOX_MESSAGES.idInvalid })
      .check(z.int(INBOX_MESSAGES.idInvalid), z.minimum(0, INBOX_MESSAGES.idInvalid)),
  ),
  from: optional(senderSchema),
  number: optional(lineNumberSchema),
  message: optional(
    z.pipe(
      z.pipe(searchTextSchema, z.string().check(z.maxLength(1000))),
      z.transform((text: string) => text || undefined),
    ),
  ),
  seen: optional(z.pipe(z.coerce.string(), z.enum(["0", "1"], { error: INBOX_MESSAGES.seenInvalid }))),
  from_time: optional(unixSeconds),
  to_time: optional(unixSeconds),
};

function rangeInOrder(filters: { from_time?: number; to_time?: number }, context: z.core.$RefinementCtx) {
  if (filters.from_time !== undefined && filters.to_time !== undefined && filters.from_time > filters.to_time) {
    context.addIssue({ code: "custom", path: ["to_time"], message: INBOX_MESSAGES.rangeInverted });
  }
}

const inboxFiltersSchema = z.object(inboxFilterFields).check(z.superRefine(rangeInOrder));
export type ParsedInboxFilters = z.output<typeof inboxFiltersSchema>;

const page = z.coerce
  .number({ error: INBOX_MESSAGES.pageInvalid })
  .check(z.int(INBOX_MESSAGES.pageInvalid), z.minimum(1, INBOX_MESSAGES.pageInvalid));
const perPage = z.coerce
  .number({ error: INBOX_MESSAGES.perPageInvalid })
  .check(
    z.int(INBOX_MESSAGES.perPageInvalid),
    z.minimum(1, INBOX_MESSAGES.perPageInvalid),
    z.maximum(1000, INBOX_MESSAGES.perPageInvalid),
  );

/** `POST report/messages-inbox {page, per_page, filters}`: newest first. */
export const inboxListRequestSchema = z.object({
  page: z._default(optional(page), 1),
  per_page: z._default(optional(perPage), 10),
  filters: z._default(optional(inboxFiltersSchema), {}),
});

const exportFormat = z._default(z.enum(EXPORT_FORMATS, { error: INBOX_MESSAGES.formatInvalid }), "csv");

/** `POST report/messages-inbox/export {filters, format?}`: every message the filters keep, as a CSV (the default) or XLSX file. */
export const inboxExportRequestSchema = z.object({
  filters: z._default(optional(inboxFiltersSchema), {}),
  format: exportFormat,
});

/** `GET report/messages-inbox/export?<filters>&format=`: the same file for a download link. */
export const inboxExportQuerySchema = z
  .object({ ...inboxFilterFields, format: exportFormat })
  .check(z.superRefine(rangeInOrder));

/** `POST report/messages-inbox/read {ids}` and `delete-list {ids}`: the user's own messages; other ids are passed over. */
export const inboxIdsRequestSchema = z.object({ ids: idListSchema });

/** How many were marked read, and the unread count after it. */
export const inboxReadResponseSchema = envelope(
  z.object({ read: z.number().check(z.int()), unread: z.number().check(z.int()) }),
);
/** How many were deleted, and the unread count after it. */
export const inboxDeleteResponseSchema = envelope(
  z.object({ deleted: z.number().check(z.int()), unread: z.number().check(z.int()) }),
);

/** `GET report/messages-inbox/unread-count`: for the navigation's badge. */
