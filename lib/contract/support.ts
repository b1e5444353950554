import * as z from "zod/mini";
import { toPersianDigits } from "../validation/digits";
import { blankable, idSchema, searchTextSchema, withoutNul } from "./common";
import { envelope, pagedEnvelope } from "./envelope";

/**
 * Support requests (spec §2 `/support`, §3 ticket, §4 states, §5 attachments, §7 `ticket…`):
 * tickets and suggestion requests share one shape, Edge's (`reference/ippanel-edge/ticket/`), with
 * `type` telling them apart. Calls:
 *
 * - `GET ticket?page&per_page&type&state_id&category_id&sub_category_id&ticket_id&from_date&to_date&q&user_seen`
 *   (Edge's list; `type`, the Jalali range as `YYYY-MM-DD` Tehran days, `q` and `user_seen` are ours);
 * - `POST ticket` (multipart: the fields of `ticketCreateFieldsSchema`, `file` repeated) → `{ticket_id}`;
 * - `POST ticket/ai {subject, description}` → up to three FAQ answers like what was typed; nothing stored;
 * - `GET ticket/show?ticket_id=` → the request with its interactions and attachments;
 * - `POST ticket/interaction` (multipart: `ticket_id`, `description`, `file` repeated) → Edge's answer;
 * - `POST ticket/interaction/rate {interaction_id, rate}`: one of support's answers rated 1 to 5;
 * - `POST ticket/rate {ticket_id, rate, rate_comment?}`: a closed request rated as a whole;
 * - `POST ticket/close {ticket_id}`: the owner closes it;
 * - `POST ticket/seen {ticket_id}`: its answers seen (opening the page does it);
 * - `GET ticket/feedback` → the closed request whose short feedback is still to be asked, or null;
 *   `POST ticket/feedback {ticket_id, solved, comment?}` answers it, `{ticket_id, dismissed: true}` declines;
 *   either way it is never asked again;
 * - `GET ticket/category?type=` and `GET ticket/sub_category?category_id=`;
 * - `GET ticket/attachment/{id}`: the file, to its account only, always as an attachment.
 *
 * Times (`created_at`, `updated_at`) are ISO 8601 instants in UTC (`…Z`), as Edge's list writes
 * them, in the list and in `show` alike. Refusals: a field's in `meta.errors` (the files' at `file`,
 * one message a file); a closed request's reply, closing it twice, rating it open, or a feedback
 * not asked answer 409; the open-request and message caps 422 without a field.
 *
 * FAQ and the provider's contact information are in support-faq.ts.
 */

const MB = 1024 * 1024;

export const SUPPORT_RULES = {
  subjectMinLength: 3,
  subjectMaxLength: 150,
  descriptionMinLength: 10,
  descriptionMaxLength: 5000,
  replyMaxLength: 5000,
  rateCommentMaxLength: 500,
  feedbackCommentMaxLength: 500,
  maxFileBytes: 10 * MB,
  /** Files one message (the request, or one reply) takes. */
  maxFiles: 5,
  accept: [".zip", ".jpg", ".jpeg", ".png", ".pdf", ".rar"],
  /** Requests not closed yet, tickets and suggestions together, an account may hold. */
  maxOpenRequests: 10,
  /** Messages one request holds, the user's and support's. */
  maxInteractions: 200,
  /** FAQ answers `ticket/ai` shows at most. */
  maxSuggestions: 3,
  perPageMax: 100,
} as const;

export const REQUEST_TYPES = ["ticket", "suggestion"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_TYPE_TITLES: Record<RequestType, string> = {
  ticket: "درخواست پشتیبانی",
  suggestion: "پیشنهاد و انتقاد",
};

/** Spec §4: 1 awaiting your reply, 2 awaiting support's, 3 answered, 4 closed, 5 and 6 referred. */
export const TICKET_STATE_IDS = [1, 2, 3, 4, 5, 6] as const;
export type TicketStateId = (typeof TICKET_STATE_IDS)[number];
export const CLOSED_STATE: TicketStateId = 4;

/** Edge's `state.name`. */
export const TICKET_STATE_NAMES: Record<TicketStateId, string> = {
  1: "waiting_for_user",
  2: "waiting_for_support",
  3: "replied",
  4: "closed",
  5: "forwarded_review",
  6: "forwarded_unit",
};

/** Each state's meaning, in the words of each kind of request (suggestions are read by the management). */
const TICKET_STATE_TITLES: Record<RequestType, Record<TicketStateId, string>> = {
  ticket: {
    1: "در انتظار پاسخ شما",
    2: "در انتظار پاسخ پشتیبانی",
    3: "پاسخ داده شده",
    4: "بسته شده",
    5: "ارجاع برای بررسی بیشتر",
    6: "ارجاع به واحد مربوط",
  },
  suggestion: {
    1: "در انتظار پاسخ شما",
    2: "در انتظار بررسی مدیریت",
    3: "پاسخ مدیریت داده شد",
    4: "بسته شده",
    5: "ارجاع برای بررسی بیشتر توسط مدیریت",
    6: "ارجاع به واحد مربوط توسط مدیریت",
  },
};

/** A sentence under the state on the request's page: what happens next. */
export const TICKET_STATE_MEANINGS: Record<RequestType, Record<TicketStateId, string>> = {
  ticket: {
    1: "پشتیبانی منتظر توضیح یا پاسخ شماست.",
    2: "درخواست شما ثبت شده و کارشناسان پشتیبانی به‌زودی پاسخ می‌دهند.",
    3: "پشتیبانی پاسخ داده است. اگر مشکل باقی است، پاسخ دهید؛ وگرنه درخواست را ببندید.",
    4: "این درخواست بسته شده و ادامه نمی‌یابد. برای موضوع تازه درخواست جدیدی ثبت کنید.",
    5: "درخواست شما برای بررسی بیشتر ارجاع شده است.",
    6: "درخواست شما به واحد مربوط ارجاع شده است.",
  },
  suggestion: {
    1: "مدیریت منتظر توضیح شماست.",
    2: "پیشنهاد یا انتقاد شما ثبت شده و مدیریت آن را بررسی می‌کند.",
    3: "مدیریت به پیشنهاد یا انتقاد شما پاسخ داده است.",
    4: "این درخواست بسته شده و ادامه نمی‌یابد. برای موضوع تازه درخواست جدیدی ثبت کنید.",
    5: "مدیریت پیشنهاد یا انتقاد شما را برای بررسی بیشتر ارجاع داده است.",
    6: "مدیریت پیشنهاد یا انتقاد شما را به واحد مربوط ارجاع داده است.",
  },
};

/** The colour a state is shown in (a tone of the panel's palette). */
export const TICKET_STATE_TONES: Record<TicketStateId, "warning" | "info" | "success" | "neutral" | "accent"> = {
  1: "warning",
  2: "info",
  3: "success",
  4: "neutral",
  5: "accent",
  6: "accent",
};

export const IMPORTANCES = ["low", "medium", "acute"] as const;
export type Importance = (typeof IMPORTANCES)[number];
export const IMPORTANCE_TITLES: Record<Importance, string> = { low: "کم", medium: "معمولی", acute: "فوری" };

const maxMb = toPersianDigits(SUPPORT_RULES.maxFileBytes / MB);

export const SUPPORT_MESSAGES = {
  subjectRequired: "عنوان درخواست را وارد کنید",
  subjectTooShort: `عنوان دست‌کم ${toPersianDigits(SUPPORT_RULES.subjectMinLength)} نویسه باشد`,
  subjectTooLong: `عنوان حداکثر ${toPersianDigits(SUPPORT_RULES.subjectMaxLength)} نویسه باشد`,
  categoryRequired: "دسته‌بندی را انتخاب کنید",
  categoryUnknown: "این دسته‌بندی وجود ندارد",
  subCategoryUnknown: "این زیردسته در دسته‌بندی انتخاب‌شده نیست",
  descriptionRequired: "متن درخواست را بنویسید",
  descriptionTooShort: `متن درخواست دست‌کم ${toPersianDigits(SUPPORT_RULES.descriptionMinLength)} نویسه باشد`,
  descriptionTooLong: "متن حداکثر ۵٬۰۰۰ نویسه باشد",
  replyRequired: "متن پاسخ را بنویسید",
  importanceInvalid: "اهمیت درخواست را انتخاب کنید",
  typeInvalid: "نوع درخواست معتبر نیست",
  smsNotificationInvalid: "مقدار اطلاع‌رسانی پیامکی باید ۰ یا ۱ باشد",
  /** `{name}` becomes the file's name. */
  // A right-to-left mark after each Latin name keeps the list in reading order inside Persian text.
  fileType: "فایل «{name}» از نوع zip\u200F، jpg\u200F، png\u200F، pdf\u200F یا rar\u200F نیست",
  /** `{name}` becomes the file's name. */
  fileTooLarge: `حجم فایل «{name}» بیش از ${maxMb} مگابایت است`,
  /** `{name}` becomes the file's name. */
  fileEmpty: "فایل «{name}» خالی است",
  tooManyFiles: `حداکثر ${toPersianDigits(SUPPORT_RULES.maxFiles)} فایل در هر پیام می‌توان فرستاد`,
  bodyTooLarge: `حجم پیوست‌ها بیش از حد مجاز است؛ هر فایل حداکثر ${maxMb} مگابایت`,
  tooManyOpen: `حداکثر ${toPersianDigits(SUPPORT_RULES.maxOpenRequests)} درخواست باز می‌توانید داشته باشید؛ درخواست‌های پاسخ‌گرفته را ببندید و دوباره تلاش کنید`,
  tooManyInteractions: "این درخواست به بیشترین تعداد پیام رسیده است؛ درخواست جدیدی ثبت کنید",
  closed: "این درخواست بسته شده و ادامه نمی‌یابد؛ درخواست جدیدی ثبت کنید",
  alreadyClosed: "این درخواست پیش‌تر بسته شده است",
  notClosed: "امتیاز کل درخواست پس از بسته شدن آن ثبت می‌شود",
  rateInvalid: "امتیاز باید از ۱ تا ۵ باشد",
  rateOnlySupport: "فقط پاسخ‌های پشتیبانی امتیاز می‌گیرند",
  rateCommentTooLong: `توضیح امتیاز حداکثر ${toPersianDigits(SUPPORT_RULES.rateCommentMaxLength)} نویسه باشد`,
  feedbackCommentTooLong: `توضیح حداکثر ${toPersianDigits(SUPPORT_RULES.feedbackCommentMaxLength)} نویسه باشد`,
  feedbackNotAsked: "برای این درخواست نظرسنجی‌ای در انتظار نیست",
  ticketNotFound: "درخواست مورد نظر یافت نشد",
  interactionNotFound: "پیام مورد نظر یافت نشد",
  attachmentNotFound: "فایل مورد نظر یافت نشد",
  rangeInverted: "تاریخ پایان باید بعد از تاریخ شروع باشد",
  dateInvalid: "تاریخ باید به شکل ۱۴۰۳-۰۱-۳۱ باشد",
  created: "درخواست شما ثبت شد",
  replied: "پاسخ شما ثبت شد",
  closedNow: "درخواست بسته شد",
  rated: "امتیاز شما ثبت شد",
  feedbackThanks: "از نظر شما سپاسگزاریم",
  noSuggestions: "پاسخ مشابهی در پرسش‌های متداول پیدا نشد",
} as const;

const textOf = (min: number, max: number, messages: { required: string; short: string; long: string }) =>
  z.pipe(
    z.pipe(
      z.string({ error: messages.required }),
      z.transform((text: string) => withoutNul(text).trim()),
    ),
    z
      .string()
      .check(z.minLength(1, messages.required), z.minLength(min, messages.short), z.maxLength(max, messages.long)),
  );

const subjectSchema = textOf(SUPPORT_RULES.subjectMinLength, SUPPORT_RULES.subjectMaxLength, {
  required: SUPPORT_MESSAGES.subjectRequired,
  short: SUPPORT_MESSAGES.subjectTooShort,
  long: SUPPORT_MESSAGES.subjectTooLong,
});

const descriptionSchema = textOf(SUPPORT_RULES.descriptionMinLength, SUPPORT_RULES.descriptionMaxLength, {
  required: SUPPORT_MESSAGES.descriptionRequired,
  short: SUPPORT_MESSAGES.descriptionTooShort,
  long: SUPPORT_MESSAGES.descriptionTooLong,
});

const replySchema = textOf(1, SUPPORT_RULES.replyMaxLength, {
  required: SUPPORT_MESSAGES.replyRequired,
  short: SUPPORT_MESSAGES.replyRequired,
  long: SUPPORT_MESSAGES.descriptionTooLong,
});

/** Edge's "1"/"0" (a form sends strings); a boolean is read the same way. */
const flagSchema = z.pipe(
  z.union([z.enum(["0", "1"]), z.boolean()], { error: SUPPORT_MESSAGES.smsNotificationInvalid }),
  z.transform((value: "0" | "1" | boolean) => value === true || value === "1"),
);

const categoryIdSchema = z.coerce
  .number({ error: SUPPORT_MESSAGES.categoryRequired })
  .check(z.int(SUPPORT_MESSAGES.categoryRequired), z.positive(SUPPORT_MESSAGES.categoryRequired));

/**
 * `POST ticket`'s fields besides its files (multipart, so every value may come as a string). The
 * panel's form and the upstream check the same; the files are checked by attachmentTypeOf and
 * SUPPORT_RULES on both sides.
 */
export const ticketCreateFieldsSchema = z.object({
  type: z._default(z.enum(REQUEST_TYPES, { error: SUPPORT_MESSAGES.typeInvalid }), "ticket"),
  subject: subjectSchema,
  category_id: categoryIdSchema,
  sub_category_id: blankable(idSchema),
  description: descriptionSchema,
  importance: z._default(z.enum(IMPORTANCES, { error: SUPPORT_MESSAGES.importanceInvalid }), "medium"),
  sms_notification: z._default(flagSchema, false),
});
export type TicketCreateFields = z.output<typeof ticketCreateFieldsSchema>;
export type TicketCreateInput = z.input<typeof ticketCreateFieldsSchema>;

/** `POST ticket/interaction`'s fields besides its files. */
export const ticketReplyFieldsSchema = z.object({ ticket_id: idSchema, description: replySchema });
export type TicketReplyFields = z.output<typeof ticketReplyFieldsSchema>;

/** `POST ticket/ai`: what has been typed so far. */
export const ticketAiRequestSchema = z.object({
  subject: z._default(z.pipe(searchTextSchema, z.string().check(z.maxLength(SUPPORT_RULES.subjectMaxLength))), ""),
  description: z._default(
    z.pipe(searchTextSchema, z.string().check(z.maxLength(SUPPORT_RULES.descriptionMaxLength))),
    "",
  ),
});

const rateSchema = z.coerce
  .number({ error: SUPPORT_MESSAGES.rateInvalid })
  .check(
    z.int(SUPPORT_MESSAGES.rateInvalid),
    z.minimum(1, SUPPORT_MESSAGES.rateInvalid),
    z.maximum(5, SUPPORT_MESSAGES.rateInvalid),
  );

const optionalComment = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((text: string) => withoutNul(text).trim()),
        ),
        z.string().check(z.maxLength(max, message)),
      ),
    ),
  );

export const interactionRateRequestSchema = z.object({ interaction_id: idSchema, rate: rateSchema });
export const ticketRateRequestSchema = z.object({
  ticket_id: idSchema,
  rate: rateSchema,
  rate_comment: optionalComment(SUPPORT_RULES.rateCommentMaxLength, SUPPORT_MESSAGES.rateCommentTooLong),
});
export const ticketIdRequestSchema = z.object({ ticket_id: idSchema });

/** `POST ticket/feedback`: answered (solved or not, with a word), or declined. */
export const ticketFeedbackRequestSchema = z.union([
  z.object({
    ticket_id: idSchema,
    solved: z.boolean(),
    comment: optionalComment(SUPPORT_RULES.feedbackCommentMaxLength, SUPPORT_MESSAGES.feedbackCommentTooLong),
  }),
  z.object({ ticket_id: idSchema, dismissed: z.literal(true) }),
]);

const jalaliDay = z
  .string({ error: SUPPORT_MESSAGES.dateInvalid })
  .check(z.regex(/^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, SUPPORT_MESSAGES.dateInvalid));

/** `GET ticket`'s query; a filter left blank is no filter. Newest activity first. */
export const ticketListQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUPPORT_RULES.perPageMax)), 10),
    type: blankable(z.enum(REQUEST_TYPES, { error: SUPPORT_MESSAGES.typeInvalid })),
    ticket_id: blankable(idSchema),
    state_id: blankable(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6))),
    category_id: blankable(idSchema),
    sub_category_id: blankable(idSchema),
    /** Tehran days, both ends included. */
    from_date: blankable(jalaliDay),
    to_date: blankable(jalaliDay),
    /** Words anywhere in the subject or any message. */
    q: blankable(z.pipe(searchTextSchema, z.string().check(z.maxLength(200)))),
    /** "0": only requests with an answer not seen yet (the navigation's count is this list's total). */
    user_seen: blankable(z.enum(["0", "1"])),
  })
  .check(
    z.superRefine((query, context) => {
      if (query.from_date && query.to_date && query.from_date > query.to_date) {
        context.addIssue({ code: "custom", path: ["to_date"], message: SUPPORT_MESSAGES.rangeInverted });
      }
    }),
  );
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

const int = z.number().check(z.int());

const categoryRefSchema = z.object({ id: int, name: z.string() });
const subCategoryRefSchema = z.object({ id: int, title: z.string() });

/** A file of a request or of one of its messages; downloaded at `ticket/attachment/{id}`. */
const ticketAttachmentSchema = z.object({
  id: int,
  name: z.string(),
  size: int,
  content_type: z.string(),
  /** The upstream's path of the file, as Edge gives a link (`ticket/attachment/{id}`). */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** A row of `GET ticket` (Edge's list row, with `type` ours). */
const ticketRowSchema = z.object({
  id: int,
  ticket_id: int,
  user_id: int,
  parent_id: z.nullable(int),
  type: z.enum(REQUEST_TYPES),
  category_id: int,
  sub_category_id: z.nullable(int),
  importance: z.enum(IMPORTANCES),
  state_id: int,
  subject: z.string(),
  desc: z.string(),
  manager_comment: z.nullable(z.string()),
  close_desc: z.nullable(z.string()),
  admin_seen: int,
  /** 0 while support's latest answer has not been seen. */
  user_seen: int,
  sms_notification: int,
  interaction_count: int,
  longest_interaction: int,
  min_rate: z.nullable(int),
  deleted_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  jira_id: z.nullable(int),
  /** 0 until the closed request is rated. */
  rate: int,
  rate_comment: z.nullable(z.string()),
  user: z.object({ user_id: int, uname: z.string() }),
  category: categoryRefSchema,
  sub_category: z.nullable(subCategoryRefSchema),
  state: z.object({ id: int, name: z.string() }),
  forward: z.nullable(z.unknown()),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** One message of a request: the user's (or a colleague's) or support's. */
const ticketInteractionSchema = z.object({
  id: int,
  description: z.string(),
  /** Support's agent; null for the user's own messages. */
  agent_id: z.nullable(int),
  agent_username: z.nullable(z.string()),
  created_at: z.string(),
  /** Edge's link to the first file, or null. */
  attachment: z.nullable(z.string()),
  partner_title: z.nullable(z.string()),
  private: int,
  username: z.string(),
  /** Ours: who wrote it, the name to show, all its files, and the user's rating of support's answer. */
  from: z.enum(["user", "support"]),
  author_name: z.string(),
  attachments: z.array(ticketAttachmentSchema),
  rate: z.nullable(int),
});
export type TicketInteraction = z.infer<typeof ticketInteractionSchema>;

/** `GET ticket/show` (Edge's shape; `type`, `subject`'s category names, `attachments` and `feedback` are ours). */
const ticketDetailSchema = z.object({
  id: int,
  ticket_id: int,
  user_id: int,
  parent_id: z.nullable(int),
  type: z.enum(REQUEST_TYPES),
  importance: z.enum(IMPORTANCES),
  subject: z.string(),
  category: z.string(),
  category_id: int,
  sub_category: z.nullable(z.string()),
  sub_category_id: z.nullable(int),
  state: z.string(),
  state_id: int,
  sub_state_id: z.nullable(int),
  description: z.string(),
  close_desc: z.nullable(z.string()),
  user_seen: int,
  sms_notification: int,
  created_at: z.string(),
  attachment: z.nullable(z.string()),
  attachments: z.array(ticketAttachmentSchema),
  /** The name of whoever opened it (the owner or a colleague). */
  author_name: z.string(),
  interactions: z.array(ticketInteractionSchema),
  forward: z.nullable(z.unknown()),
  manager_comment: z.nullable(z.string()),
  jira_id: z.nullable(int),
  rate: int,
  rate_comment: z.nullable(z.string()),
  /** The short feedback after closing: still to be asked, answered, or declined. */
  feedback: z.enum(["pending", "answered", "dismissed", "none"]),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketListResponseSchema = pagedEnvelope(ticketRowSchema);
export const ticketDetailResponseSchema = envelope(ticketDetailSchema);
export const ticketCreatedResponseSchema = envelope(z.object({ ticket_id: int }));
export const ticketReplyResponseSchema = envelope(
  z.object({
    interaction_id: int,
    ticket: z.object({ id: int, user_id: int, parent_id: z.nullable(int) }),
  }),
);

/** `GET ticket/category?type=`: the categories of a kind of request, each with its sub-categories. */
const ticketCategorySchema = z.object({
  id: int,
  name: z.string(),
  type: z.enum(REQUEST_TYPES),
  sub_categories: z.array(z.object({ id: int, title: z.string() })),
});
export type TicketCategory = z.infer<typeof ticketCategorySchema>;
export const ticketCategoriesResponseSchema = envelope(z.array(ticketCategorySchema));
export const ticketSubCategoriesResponseSchema = envelope(z.array(z.object({ id: int, title: z.string() })));

/** `POST ticket/ai`'s answer: FAQ entries like what was typed, best first, at most three; empty when none is close. */
export const ticketAiResponseSchema = envelope(
  z.object({
    suggestions: z.array(
      z.object({ id: int, category_id: int, category: z.string(), question: z.string(), answer: z.string() }),
    ),
  }),
);

/** `GET ticket/feedback`: the closed request whose feedback is to be asked, or null. */
export const ticketFeedbackPendingResponseSchema = envelope(
  z.nullable(z.object({ ticket_id: int, type: z.enum(REQUEST_TYPES), subject: z.string() })),
);

/** The state's title in the words of the request's kind. */
export function ticketStateTitle(type: RequestType, stateId: number): string {
  return TICKET_STATE_TITLES[type][stateId as TicketStateId] ?? "";
}
