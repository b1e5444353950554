import * as z from "zod/mini";
import { countMessage } from "../sms/message-parts";
import { isMobile, MOBILE_MESSAGE, toE164 } from "../validation/mobile";
import { envelope } from "./envelope";
import { SEND_LIMITS } from "./send-limits";
import { groupDigits } from "../format/money";

export { SEND_LIMITS } from "./send-limits";

export const SENDING_TYPES = [
  "webservice",
  "peer_to_peer",
  "peer_to_peer_file",
  "file",
  "phonebook",
  "keyword",
  "keyword_phonebook",
  "postal_code",
  "country",
  "job",
  "map",
  "tower",
  "pattern",
  "secretary",
] as const;
export type SendingType = (typeof SENDING_TYPES)[number];

export const SEND_MESSAGES = {
  fileRequired: "فایل گیرندگان را انتخاب کنید",
  messageRequired: "متن پیام را وارد کنید",
  messageTooLong: `متن پیام بیش از ${groupDigits(SEND_LIMITS.maxParts)} بخش است؛ آن را کوتاه‌تر کنید`,
  senderRequired: "خط ارسال‌کننده را انتخاب کنید",
  recipientsRequired: "دست‌کم یک گیرنده وارد کنید",
  tooManyRecipients: `حداکثر ${groupDigits(SEND_LIMITS.quickRecipients)} شماره در هر ارسال سریع`,
  sendTimeFormat: "زمان ارسال معتبر نیست",
  sendTimePast: "زمان ارسال باید در آینده باشد",
  bankMinimum: `ارسال از بانک شماره‌ها دست‌کم به ${groupDigits(SEND_LIMITS.bankMinimum)} گیرنده نیاز دارد`,
} as const;

/** A message text: not blank, at most 10 parts (the suffix a line adds is checked by the upstream). */
export const messageTextSchema = z.string({ error: SEND_MESSAGES.messageRequired }).check(
  z.refine((text) => text.trim().length > 0, SEND_MESSAGES.messageRequired),
  z.refine((text) => countMessage(text).parts <= SEND_LIMITS.maxParts, SEND_MESSAGES.messageTooLong),
);

/** A recipient in any accepted form, sent on as E.164 (`+989120000000`). */
export const recipientSchema = z.pipe(
  z.string().check(z.refine(isMobile, MOBILE_MESSAGE)),
  z.transform((value: string) => toE164(value)!),
);

/** `YYYY-MM-DD HH:MM:SS` in UTC, as Edge takes it; absent means now. */
const SEND_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const sendTimeSchema = z.string().check(
  z.regex(SEND_TIME_PATTERN, SEND_MESSAGES.sendTimeFormat),
  z.refine((value) => !Number.isNaN(Date.parse(`${value.replace(" ", "T")}Z`)), SEND_MESSAGES.sendTimeFormat),
);

export { dateToSendTime, sendTimeToDate } from "../date/send-time";

/** The sender line of a send. */
export const fromNumberSchema = z
  .string({ error: SEND_MESSAGES.senderRequired })
  .check(z.trim(), z.minLength(3, SEND_MESSAGES.senderRequired));

const common = {
  from_number: fromNumberSchema,
  send_time: z.optional(sendTimeSchema),
};

const otherRecipients = z.optional(
  z.array(recipientSchema).check(z.maxLength(SEND_LIMITS.quickRecipients, SEND_MESSAGES.tooManyRecipients)),
);

/** How many numbers of each operator a bank send takes: from `start`, `size` numbers. */
const slice = z.object({
  start: z.number().check(z.int(), z.minimum(0)),
  size: z.number().check(z.int(), z.minimum(0)),
});

const bankFilter = {
  bank: z.enum(["all", "white"]),
  gender: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
  age_from: z.number().check(z.int(), z.minimum(1300), z.maximum(1410)),
  age_to: z.number().check(z.int(), z.minimum(1300), z.maximum(1410)),
  mci: slice,
  irancell: slice,
  other: slice,
};

export const webserviceSendSchema = z.object({
  sending_type: z.literal("webservice"),
  ...common,
  message: messageTextSchema,
  params: z.object({
    recipients: z
      .array(recipientSchema)
      .check(
        z.minLength(1, SEND_MESSAGES.recipientsRequired),
        z.maxLength(SEND_LIMITS.quickRecipients, SEND_MESSAGES.tooManyRecipients),
      ),
  }),
});

export const peerToPeerSendSchema = z.object({
  sending_type: z.literal("peer_to_peer"),
  ...common,
  params: z
    .array(
      z.object({
        recipients: z.array(recipientSchema).check(z.minLength(1, SEND_MESSAGES.recipientsRequired)),
        message: messageTextSchema,
      }),
    )
    .check(z.minLength(1, SEND_MESSAGES.recipientsRequired)),
});

export const phonebookSendSchema = z.object({
  sending_type: z.literal("phonebook"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(
      z.union([
        z.object({
          type: z.literal("all"),
          phonebook_ids: z
            .array(z.coerce.number().check(z.int(), z.positive()))
            .check(z.minLength(1, "دفترچه تلفن را انتخاب کنید")),
          start: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
          size: z.optional(z.coerce.number().check(z.int(), z.positive())),
        }),
        z.object({
          type: z.literal("detail"),
          phonebook_id: z.coerce.number().check(z.int(), z.positive()),
          number_ids: z
            .array(z.coerce.number().check(z.int(), z.positive()))
            .check(z.minLength(1, SEND_MESSAGES.recipientsRequired)),
        }),
      ]),
    )
    .check(z.minLength(1, "دفترچه تلفن را انتخاب کنید")),
});

export const keywordPhonebookSendSchema = z.object({
  sending_type: z.literal("keyword_phonebook"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(z.object({ phonebook_id: z.coerce.number().check(z.int(), z.positive()) }))
    .check(z.minLength(1, "دفترچه تلفن را انتخاب کنید")),
});

export const postalCodeSendSchema = z.object({
  sending_type: z.literal("postal_code"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(z.object({ ...bankFilter, postal_code: z.number().check(z.int(), z.positive()) }))
    .check(z.minLength(1, "کد پستی را وارد کنید")),
  other_recipients: otherRecipients,
});

export const countrySendSchema = z.object({
  sending_type: z.literal("country"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(
      z.object({
        ...bankFilter,
        pre: z.optional(z.number().check(z.int(), z.minimum(10), z.maximum(999_999))),
        province_id: z
          .number({ error: "استان را انتخاب کنید" })
          .check(z.int(), z.positive({ error: "استان را انتخاب کنید" })),
        county_id: z.optional(z.number().check(z.int(), z.positive())),
        city_id: z.optional(z.number().check(z.int(), z.positive())),
      }),
    )
    .check(z.minLength(1, "استان را انتخاب کنید")),
  other_recipients: otherRecipients,
});

/** Operator ids of the business directory: 1 MCI, 2 Irancell, 13 the others. */
export const JOB_OPERATORS = { mci: 1, irancell: 2, other: 13 } as const;

export const jobSendSchema = z.object({
  sending_type: z.literal("job"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(
      z.object({
        main_category_id: z
          .number({ error: "صنف را انتخاب کنید" })
          .check(z.int(), z.positive({ error: "صنف را انتخاب کنید" })),
        sub_category_id: z.optional(z.number().check(z.int(), z.positive())),
        operator: z.optional(z.array(z.extend(slice, { id: z.union([z.literal(1), z.literal(2), z.literal(13)]) }))),
      }),
    )
    .check(z.minLength(1, "صنف را انتخاب کنید")),
});

/** A point as [longitude, latitude], inside Iran's bounding box. */
export const geoPointSchema = z.tuple([
  z.number().check(z.minimum(44), z.maximum(63.5)),
  z.number().check(z.minimum(25), z.maximum(40)),
]);

export const mapSendSchema = z.object({
  sending_type: z.literal("map"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(
      z.object({
        ...bankFilter,
        polygon: z.array(geoPointSchema).check(z.minLength(3, "محدوده را روی نقشه رسم کنید"), z.maxLength(200)),
      }),
    )
    .check(z.minLength(1, "محدوده را روی نقشه رسم کنید")),
});

export const towerSendSchema = z.object({
  sending_type: z.literal("tower"),
  ...common,
  message: messageTextSchema,
  params: z
    .array(
      z.object({
        tower_ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1, "دکل را انتخاب کنید")),
        irancell: slice,
      }),
    )
    .check(z.minLength(1, "دکل را انتخاب کنید")),
});

/** The text fields of a multipart send (`file`, `keyword`, `peer_to_peer_file`), beside `files[]`. */
export const fileSendSchema = z.object({
  sending_type: z.literal("file"),
  ...common,
  message: messageTextSchema,
  other_recipients: otherRecipients,
});
export const keywordSendSchema = z.object({
  sending_type: z.literal("keyword"),
  ...common,
  message: messageTextSchema,
});
export const peerToPeerFileSendSchema = z.object({ sending_type: z.literal("peer_to_peer_file"), ...common });
export const fileSendFieldsSchema = z.discriminatedUnion("sending_type", [
  fileSendSchema,
  keywordSendSchema,
  peerToPeerFileSendSchema,
]);
export type FileSendFields = z.infer<typeof fileSendFieldsSchema>;

export const sendResponseSchema = envelope(z.object({ message_outbox_ids: z.array(z.number().check(z.int())) }));

export const calculatePriceRequestSchema = z.object({
  number: z.string().check(z.trim(), z.minLength(3, SEND_MESSAGES.senderRequired)),
  message: messageTextSchema,
});
const calculatePriceSchema = z.object({
  /** Rials for one recipient on MCI and on the other operators, all parts included. */
  mci_price: z.number(),
  other_price: z.number(),
  parts: z.number().check(z.int()),
});
export type CalculatePrice = z.infer<typeof calculatePriceSchema>;
export const calculatePriceResponseSchema = envelope(calculatePriceSchema);

export const cancelSendRequestSchema = z.object({ message_outbox_id: z.number().check(z.int(), z.positive()) });

/**
 * Edge's `state_id` of a send: 0 creating, 1 monitoring queue, 2 sending, 3 rejected by content
 * control, 4 invalid recipients, 5 send queue (scheduled), 6 sent, 7 cancelled, 8 insufficient
 * credit, 9 system error.
 */
export const SEND_STATES = {
  creating: 0,
  monitoring: 1,
  sending: 2,
  rejected: 3,
  invalidRecipients: 4,
  queued: 5,
  sent: 6,
  cancelled: 7,
  insufficientCredit: 8,
  systemError: 9,
} as const;
export type SendState = (typeof SEND_STATES)[keyof typeof SEND_STATES];

/** Recipient delivery status (spec §3): 0 sent, 1 reached telecom, 2 reached handset, 3 not reached, 4 blacklist. */
export const DELIVERY_STATUSES = { sent: 0, telecom: 1, handset: 2, notReached: 3, blacklist: 4 } as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[keyof typeof DELIVERY_STATUSES];
