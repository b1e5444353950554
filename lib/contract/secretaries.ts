import * as z from "zod/mini";
import { groupDigits } from "../format/money";
import { matchForm } from "../secretaries/match-form";
import { idListSchema } from "./common";
import { emptyPageQuerySchema, envelope, pagedEnvelope } from "./envelope";
import { fromNumberSchema, sendTimeSchema, sendTimeToDate } from "./send";

/**
 * Secretaries (`phonebooks/advanced-services/general-messaging`): a line that receives SMS answers
 * them by itself. Edge does not document these calls; their shapes follow its style (snake_case,
 * `{data, meta}`, `send_time`-style instants) and are listed in upstream/README.md.
 */
export const SECRETARY_TYPES = {
  received_message: 1,
  contest: 2,
  criticism: 3,
  gift: 4,
  poll: 5,
  visit: 6,
} as const;
export type SecretaryType = (typeof SECRETARY_TYPES)[keyof typeof SECRETARY_TYPES];

export const SECRETARY_TYPE_TITLES: Record<SecretaryType, string> = {
  1: "پاسخ به پیام دریافتی",
  2: "مسابقه",
  3: "انتقادات و پیشنهادات",
  4: "هدیه",
  5: "نظرسنجی",
  6: "ثبت بازدید",
};

export const SECRETARY_LIMITS = {
  title: 100,
  keyword: 50,
  answer: 700,
  keywords: 100,
  correctAnswers: 20,
  optionsMin: 2,
  optionsMax: 20,
  optionTitle: 100,
  giftCode: 50,
  /** Codes one call adds; a gift secretary holds at most `giftCodesTotal`. */
  giftCodesPerCall: 10_000,
  giftCodesTotal: 100_000,
  /** Secretaries an account holds, active or not. */
  secretaries: 50,
} as const;

/** Where a gift's code and a visit's number go in their answers. */
export const GIFT_CODE_PLACEHOLDER = "%code%";
export const VISIT_COUNT_PLACEHOLDER = "%count%";

export const SECRETARY_MESSAGES = {
  titleRequired: "عنوان منشی را وارد کنید",
  titleTooLong: `عنوان منشی حداکثر ${groupDigits(SECRETARY_LIMITS.title)} نویسه است`,
  typeInvalid: "نوع منشی را انتخاب کنید",
  receiverRequired: "خط دریافت پیامک را انتخاب کنید",
  senderRequired: "خط ارسال پاسخ را انتخاب کنید",
  receiverCannotReceive: "این خط پیامک دریافت نمی‌کند یا اختصاصی شما نیست؛ یکی از خط‌های دریافت خود را انتخاب کنید",
  phonebookNotFound: "دفترچهٔ انتخاب‌شده یافت نشد",
  expiryInvalid: "زمان پایان را درست وارد کنید",
  expiryPast: "زمان پایان باید در آینده باشد",
  keywordRequired: "کلمهٔ کلیدی را وارد کنید",
  keywordTooLong: `کلمهٔ کلیدی حداکثر ${groupDigits(SECRETARY_LIMITS.keyword)} نویسه است`,
  keywordRepeated: "این کلمهٔ کلیدی تکراری است",
  keywordsRequired: "دست‌کم یک کلمهٔ کلیدی با پاسخ آن وارد کنید",
  keywordsTooMany: `حداکثر ${groupDigits(SECRETARY_LIMITS.keywords)} کلمهٔ کلیدی می‌توانید داشته باشید`,
  answerRequired: "متن پاسخ را وارد کنید",
  answerTooLong: `متن پاسخ حداکثر ${groupDigits(SECRETARY_LIMITS.answer)} نویسه است`,
  correctAnswersRequired: "دست‌کم یک پاسخ درست مسابقه را وارد کنید",
  correctAnswersTooMany: `حداکثر ${groupDigits(SECRETARY_LIMITS.correctAnswers)} پاسخ درست می‌توانید وارد کنید`,
  giftAnswerNeedsCode: `متن پاسخ باید ${GIFT_CODE_PLACEHOLDER} را داشته باشد تا کد هدیه در آن بنشیند`,
  optionsTooFew: `نظرسنجی دست‌کم ${groupDigits(SECRETARY_LIMITS.optionsMin)} گزینه می‌خواهد`,
  optionsTooMany: `نظرسنجی حداکثر ${groupDigits(SECRETARY_LIMITS.optionsMax)} گزینه دارد`,
  optionRequired: "عنوان گزینه را وارد کنید",
  optionTooLong: `عنوان گزینه حداکثر ${groupDigits(SECRETARY_LIMITS.optionTitle)} نویسه است`,
  secretaryNotFound: "منشی یافت نشد",
  giftCodesRequired: "دست‌کم یک کد هدیه وارد کنید",
  giftCodesTooMany: `در هر بار حداکثر ${groupDigits(SECRETARY_LIMITS.giftCodesPerCall)} کد می‌توانید بیفزایید`,
  giftCodeInvalid: `هر کد هدیه ۱ تا ${groupDigits(SECRETARY_LIMITS.giftCode)} نویسه و بدون فاصله است`,
  giftCodesFull: `هر منشی هدیه حداکثر ${groupDigits(SECRETARY_LIMITS.giftCodesTotal)} کد دارد`,
  notGift: "کد هدیه فقط برای منشی هدیه است",
  drawCountInvalid: "شمار برندگان را عددی از ۱ تا ۱٬۰۰۰ وارد کنید",
  drawSeedInvalid: "بذر قرعه‌کشی حداکثر ۶۴ نویسهٔ لاتین، رقم، خط تیره یا زیرخط است",
  drawTooMany: "شمار برندگان از شمار پاسخ‌های درست بیشتر است",
  notContest: "قرعه‌کشی فقط برای منشی مسابقه است",
  typeUnchangeable: "نوع منشی پس از ساخت تغییر نمی‌کند؛ برای نوع دیگر منشی تازه‌ای بسازید",
  tooManySecretaries: `حداکثر ${groupDigits(SECRETARY_LIMITS.secretaries)} منشی می‌توانید داشته باشید؛ منشی‌ای را حذف کنید`,
} as const;

/** A text that must not be blank, trimmed, of at most `max` characters. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const titleField = requiredText(
  SECRETARY_LIMITS.title,
  SECRETARY_MESSAGES.titleRequired,
  SECRETARY_MESSAGES.titleTooLong,
);
const answerField = requiredText(
  SECRETARY_LIMITS.answer,
  SECRETARY_MESSAGES.answerRequired,
  SECRETARY_MESSAGES.answerTooLong,
);

const keywordField = z.string({ error: SECRETARY_MESSAGES.keywordRequired }).check(
  z.trim(),
  z.refine((text) => matchForm(text).length > 0, SECRETARY_MESSAGES.keywordRequired),
  z.maxLength(SECRETARY_LIMITS.keyword, SECRETARY_MESSAGES.keywordTooLong),
);

/** The end of a secretary's work (`YYYY-MM-DD HH:MM:SS` UTC, as `send_time`); null: until it is disabled. */
const expiresAtField = z.nullable(
  z.string({ error: SECRETARY_MESSAGES.expiryInvalid }).check(
    z.refine((value) => sendTimeSchema.safeParse(value).success, SECRETARY_MESSAGES.expiryInvalid),
    z.refine((value) => {
      const at = sendTimeToDate(value).getTime();
      return Number.isNaN(at) || at > Date.now();
    }, SECRETARY_MESSAGES.expiryPast),
  ),
);

/** A list of texts of which no two are the same keyword (`matchForm`): the repeat is named at its place. */
function distinctKeywords<T>(keyOf: (item: T) => string) {
  return z.superRefine((items: T[], ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = matchForm(keyOf(item));
      if (key && seen.has(key))
        ctx.issues.push({
          code: "custom",
          input: item,
          path: typeof item === "string" ? [index] : [index, "keyword"],
          message: SECRETARY_MESSAGES.keywordRepeated,
        });
      seen.add(key);
    });
  });
}

const keywordAnswerSchema = z.object({
  keyword: keywordField,
  /** exact: the whole message is the keyword; contains: the keyword is somewhere in it. */
  match: z._default(z.enum(["exact", "contains"]), "exact"),
  answer: answerField,
});
type KeywordAnswer = z.infer<typeof keywordAnswerSchema>;

const common = {
  title: titleField,
  /** The line the SMS arrive on: one of `numbers/receiver-list`. */
  receiver_number: z
    .string({ error: SECRETARY_MESSAGES.receiverRequired })
    .check(z.trim(), z.minLength(3, SECRETARY_MESSAGES.receiverRequired)),
  /** The line the answers go from: one the account sends with. */
  sender_number: fromNumberSchema,
  /** Every sender joins this phonebook; null: none. */
  phonebook_id: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
  expires_at: z._default(expiresAtField, null),
  active: z._default(z.boolean(), true),
};

const receivedMessageSchema = z.object({
  type: z.literal(SECRETARY_TYPES.received_message),
  ...common,
  keywords: z.array(keywordAnswerSchema, { error: SECRETARY_MESSAGES.keywordsRequired }).check(
    z.minLength(1, SECRETARY_MESSAGES.keywordsRequired),
    z.maxLength(SECRETARY_LIMITS.keywords, SECRETARY_MESSAGES.keywordsTooMany),
    distinctKeywords<KeywordAnswer>((k) => k.keyword),
  ),
  /** The answer to a message no keyword matches; null: none. */
  other_answer: z._default(z.nullable(answerField), null),
});

const contestSchema = z.object({
  type: z.literal(SECRETARY_TYPES.contest),
  ...common,
  correct_answers: z.array(keywordField, { error: SECRETARY_MESSAGES.correctAnswersRequired }).check(
    z.minLength(1, SECRETARY_MESSAGES.correctAnswersRequired),
    z.maxLength(SECRETARY_LIMITS.correctAnswers, SECRETARY_MESSAGES.correctAnswersTooMany),
    distinctKeywords<string>((text) => text),
  ),
  correct_text: answerField,
  wrong_text: answerField,
  repeated_text: answerField,
});

const criticismSchema = z.object({
  type: z.literal(SECRETARY_TYPES.criticism),
  ...common,
  answer_text: answerField,
});

const giftSchema = z.object({
  type: z.literal(SECRETARY_TYPES.gift),
  ...common,
  keyword: keywordField,
  answer_text: z.pipe(
    answerField,
    z.string().check(z.refine((text) => text.includes(GIFT_CODE_PLACEHOLDER), SECRETARY_MESSAGES.giftAnswerNeedsCode)),
  ),
  /** The answer once every code is given away. */
  out_text: answerField,
  repeated_text: answerField,
});

const pollSchema = z.object({
  type: z.literal(SECRETARY_TYPES.poll),
  ...common,
  /** Numbered 1, 2, … in this order: a vote is the option's number. */
  options: z
    .array(
      z.object({
        title: requiredText(
          SECRETARY_LIMITS.optionTitle,
          SECRETARY_MESSAGES.optionRequired,
          SECRETARY_MESSAGES.optionTooLong,
        ),
      }),
      { error: SECRETARY_MESSAGES.optionsTooFew },
    )
    .check(
      z.minLength(SECRETARY_LIMITS.optionsMin, SECRETARY_MESSAGES.optionsTooFew),
      z.maxLength(SECRETARY_LIMITS.optionsMax, SECRETARY_MESSAGES.optionsTooMany),
    ),
  answer_text: answerField,
  repeated_text: answerField,
  /** The answer to a text that is not an option's number; null: none. */
  wrong_text: z._default(z.nullable(answerField), null),
});

const visitSchema = z.object({
  type: z.literal(SECRETARY_TYPES.visit),
  ...common,
  keyword: keywordField,
  /** May carry %count%: this number's visits so far, this one included. */
  answer_text: answerField,
});

/** `POST general-messaging` and `PUT general-messaging/{id}`: the whole secretary, by its type. */
export const secretaryRequestSchema = z.discriminatedUnion("type", [
  receivedMessageSchema,
  contestSchema,
  criticismSchema,
  giftSchema,
  pollSchema,
  visitSchema,
]);
export type SecretaryRequest = z.infer<typeof secretaryRequestSchema>;
/** What a secretary of a type keeps besides the common fields. */
export type SecretaryConfig = DistributiveOmit<SecretaryRequest, keyof typeof common>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** `POST general-messaging/delete-list {ids}`. */
export const deleteSecretariesRequestSchema = z.object({ ids: idListSchema });
/** `POST general-messaging/{id}/state {active}`: activate or disable. */
export const secretaryStateRequestSchema = z.object({ active: z.boolean() });

/** What each kind of received message is, in the secretary's inbox (`inbox_type`). */
const SECRETARY_INBOX_KINDS = [
  "keyword",
  "other",
  "correct",
  "wrong",
  "repeated",
  "criticism",
  "gift",
  "gift_out",
  "vote",
  "visit",
] as const;
export type SecretaryInboxKind = (typeof SECRETARY_INBOX_KINDS)[number];

/** How an answer went: queued as a send, not sent for want of credit, refused otherwise (the line or the account blocked), or none was due. */
const ANSWER_STATES = ["sent", "no_credit", "refused", "none"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

const secretaryOutSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  type: z.number().check(z.int()),
  receiver_number: z.string(),
  sender_number: z.string(),
  phonebook_id: z.nullable(z.number().check(z.int())),
  /** `YYYY-MM-DD HH:MM:SS` UTC, or null. */
  expires_at: z.nullable(z.string()),
  active: z.boolean(),
  /** Active and not past its end: answering now. */
  answering: z.boolean(),
  received_count: z.number().check(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
  /** The type's own fields, as they were sent. */
  config: z.record(z.string(), z.unknown()),
});
export type SecretaryOut = z.infer<typeof secretaryOutSchema>;
export const secretaryListResponseSchema = pagedEnvelope(secretaryOutSchema);
export const secretaryResponseSchema = envelope(secretaryOutSchema);

const secretaryInboxRowSchema = z.object({
  id: z.number().check(z.int()),
  msisdn: z.string(),
  message: z.string(),
  kind: z.enum(SECRETARY_INBOX_KINDS),
  /** A vote's option number, a visit's count. */
  number: z.nullable(z.number().check(z.int())),
  answer: z.nullable(z.string()),
  answer_state: z.enum(ANSWER_STATES),
  answer_send_id: z.nullable(z.number().check(z.int())),
  received_at: z.string(),
});
export type SecretaryInboxRow = z.infer<typeof secretaryInboxRowSchema>;
export const secretaryInboxResponseSchema = pagedEnvelope(secretaryInboxRowSchema);

/** `GET general-messaging`: a page of the account's secretaries, optionally of one type. */
export const secretaryListQuerySchema = z.extend(emptyPageQuerySchema, {
  type: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6))),
});

/** `GET module-inboxes-list`: what one secretary received, all or of one kind. */
export const secretaryInboxQuerySchema = z.extend(emptyPageQuerySchema, {
  secretary_id: z.coerce.number({ error: SECRETARY_MESSAGES.secretaryNotFound }).check(z.int(), z.positive()),
  inbox_type: z._default(z.enum(["all", ...SECRETARY_INBOX_KINDS]), "all"),
});

/** `GET numbers/receiver-list`: the account's lines a secretary can listen on. */
export const receiverLineListResponseSchema = envelope(
  z.array(z.object({ id: z.number().check(z.int()), number: z.string(), alias: z.nullable(z.string()) })),
);

/** `POST general-messaging/{id}/gift-codes {codes}`: codes a gift secretary hands out, one per number; a code it has already is skipped. */
export const giftCodesRequestSchema = z.object({
  codes: z
    .array(
      z
        .string({ error: SECRETARY_MESSAGES.giftCodeInvalid })
        .check(
          z.trim(),
          z.regex(new RegExp(`^\\S{1,${SECRETARY_LIMITS.giftCode}}$`), SECRETARY_MESSAGES.giftCodeInvalid),
        ),
      { error: SECRETARY_MESSAGES.giftCodesRequired },
    )
    .check(
      z.minLength(1, SECRETARY_MESSAGES.giftCodesRequired),
      z.maxLength(SECRETARY_LIMITS.giftCodesPerCall, SECRETARY_MESSAGES.giftCodesTooMany),
    ),
});

/** How many codes the call added, and how many the secretary holds and has still to give. */
export const giftCodesResponseSchema = envelope(
  z.object({
    added: z.number().check(z.int()),
    total: z.number().check(z.int()),
    free: z.number().check(z.int()),
  }),
);

/** A contest's draw: `count` winners among its correct answers; `seed` given to repeat a draw, or made. */
export const secretaryDrawRequestSchema = z.object({
  count: z
    .number({ error: SECRETARY_MESSAGES.drawCountInvalid })
    .check(
      z.int(SECRETARY_MESSAGES.drawCountInvalid),
      z.minimum(1, SECRETARY_MESSAGES.drawCountInvalid),
      z.maximum(1000, SECRETARY_MESSAGES.drawCountInvalid),
    ),
  seed: z.optional(z.string().check(z.trim(), z.regex(/^[0-9A-Za-z_-]{1,64}$/, SECRETARY_MESSAGES.drawSeedInvalid))),
});

const drawSchema = z.object({
  id: z.number().check(z.int()),
  seed: z.string(),
  count: z.number().check(z.int()),
  /** How many correct answers it drew among. */
  pool: z.number().check(z.int()),
  /** The winners' numbers, E.164, in the order drawn. */
  winners: z.array(z.string()),
  created_at: z.string(),
});
export const secretaryDrawResponseSchema = envelope(drawSchema);
export const secretaryDrawListResponseSchema = envelope(z.array(drawSchema));

/** `GET general-messaging/{id}/results`: messages by kind, and a poll's votes by option. */
export const secretaryResultsResponseSchema = envelope(
  z.object({
    kinds: z.record(z.string(), z.number().check(z.int())),
    /** A poll's options with their votes; null for the other types. */
    options: z.nullable(
      z.array(z.object({ number: z.number().check(z.int()), title: z.string(), votes: z.number().check(z.int()) })),
    ),
  }),
);
