import * as z from "zod/mini";
import { groupDigits } from "../format/money";
import {
  CARD_MESSAGE,
  isCardNumber,
  isSheba,
  normalizeCard,
  normalizeSheba,
  SHEBA_MESSAGE,
} from "../validation/bank-account";
import { blankable, EXPORT_FORMATS, searchTextSchema, wholeNumber } from "./common";
import { envelope, pagedEnvelope } from "./envelope";

/**
 * The wallet (spec §2, §3, §4, §5, §7, §9): the credit, top-ups four ways, the payment result,
 * transactions and invoices, the low-balance alert. Amounts are rials.
 */

export const PAYMENT_RULES = {
  /** Spec §9. */
  minOnlineAmount: 1_000_000,
  onlineTaxPercent: 10,
  cardToCardDeductionPercent: 10,
  /** The low-balance alert must be above this (spec §5: 20,000 tomans). */
  lowCreditMinimum: 200_000,
  pendingResultMinutes: 15,
  refundHours: 72,
  /** The destination card's owner, as shown, is read again after this (spec §7). */
  cardOwnerFreshSeconds: 60,
  /** The most one top-up may be: ten billion rials. */
  maxAmount: 10_000_000_000,
  referenceMaxLength: 30,
  descriptionMaxLength: 200,
  callbackMaxLength: 2000,
  transactionsPerPage: 100,
} as const;

export const PAYMENT_MESSAGES = {
  amountRequired: "مبلغ را وارد کنید",
  amountInvalid: "مبلغ باید عددی صحیح به ریال باشد",
  amountTooLarge: `مبلغ هر پرداخت حداکثر ${groupDigits(PAYMENT_RULES.maxAmount)} ریال است`,
  belowOnlineMinimum: `کمترین مبلغ پرداخت آنلاین ${groupDigits(PAYMENT_RULES.minOnlineAmount)} ریال است`,
  cardRequired: "شماره کارت را وارد کنید",
  wrongCard: CARD_MESSAGE,
  shebaRequired: "شماره شبا را وارد کنید",
  wrongAccount: SHEBA_MESSAGE,
  referenceRequired: "شماره پیگیری را وارد کنید",
  referenceInvalid: `شماره پیگیری باید از ۴ تا ${groupDigits(PAYMENT_RULES.referenceMaxLength)} رقم باشد`,
  /** The destination is not the card or account the upstream lists. */
  targetUnknown: "مقصد واریز باید همان کارت یا حساب اعلام‌شده باشد",
  /** The same deposit slip was already submitted for the same method. */
  referenceUsed: "این شماره پیگیری پیش‌تر ثبت شده است",
  timeRequired: "زمان واریز را وارد کنید",
  timeInvalid: "زمان واریز معتبر نیست",
  timeInFuture: "زمان واریز نمی‌تواند در آینده باشد",
  callbackInvalid: "نشانی بازگشت از درگاه معتبر نیست",
  descriptionTooLong: `توضیح حداکثر ${groupDigits(PAYMENT_RULES.descriptionMaxLength)} نویسه است`,
  packageRequired: "یک بسته را انتخاب کنید",
  packageNotFound: "این بسته در دسترس نیست",
  paymentNotFound: "پرداختی با این شناسه پیدا نشد",
  /** Spec §8. */
  paymentFailed: "پرداخت ناموفق بود",
  methodDisabled: "این روش پرداخت فعال نیست",
  lowCreditTooSmall: `آستانهٔ هشدار باید بیش از ${groupDigits(PAYMENT_RULES.lowCreditMinimum)} ریال باشد`,
  filtersInvalid: "فیلترهای تراکنش‌ها معتبر نیستند",
  dateInvalid: "تاریخ معتبر نیست",
  dateRange: "پایان بازهٔ تاریخ نباید پیش از آغاز آن باشد",
  amountRange: "بیشترین مبلغ نباید کمتر از کمترین آن باشد",
  pageInvalid: "شماره صفحه باید عددی صحیح و مثبت باشد",
  perPageInvalid: `تعداد ردیف‌های هر صفحه باید از ۱ تا ${groupDigits(PAYMENT_RULES.transactionsPerPage)} باشد`,
  exportTypeInvalid: "نوع خروجی باید financial باشد",
  formatInvalid: "قالب فایل باید xlsx یا csv باشد",
} as const;

/** How a top-up is paid (spec §2). */
export const PAYMENT_METHODS = ["online", "card_to_card", "bank_transfer", "gift_package"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, string> = {
  online: "پرداخت آنلاین",
  card_to_card: "کارت به کارت",
  bank_transfer: "واریز بانکی",
  gift_package: "بسته‌های شارژ هدیه",
};

/** Spec §4: a payment succeeds, fails, or waits for review. */
const PAYMENT_STATES = ["success", "failed", "pending"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_TITLES: Record<PaymentState, string> = {
  success: "موفق",
  failed: "ناموفق",
  pending: "در انتظار بررسی",
};

/**
 * How money moved, on a transaction: the four top-ups, a send's cost, its refund, gift expiry, a
 * correction, a plan bought.
 */
const TRANSACTION_METHODS = [...PAYMENT_METHODS, "send", "refund", "expiry", "adjustment", "plan"] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];
export const TRANSACTION_METHOD_TITLES: Record<TransactionMethod, string> = {
  ...PAYMENT_METHOD_TITLES,
  send: "هزینهٔ ارسال",
  refund: "بازگشت هزینهٔ ارسال",
  expiry: "انقضای اعتبار هدیه",
  adjustment: "اصلاح اعتبار",
  plan: "خرید پنل",
};

const TRANSACTION_TYPES = ["deposit", "withdrawal"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_TITLES: Record<TransactionType, string> = { deposit: "واریز", withdrawal: "برداشت" };

// ---------------------------------------------------------------------------------------------
// Amounts and fields

/** Rials, a whole number: as a number or digits (Persian digits and group separators too). */
const rialsSchema = (min: number, belowMessage: string) =>
  z.pipe(
    z.union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? PAYMENT_MESSAGES.amountRequired : PAYMENT_MESSAGES.amountInvalid),
    }),
    z.transform((value: number | string, payload) => {
      const text = typeof value === "number" ? String(value) : value.replace(/[\s,\u066c\u060c]/g, "");
      const amount = wholeRials(text);
      const message =
        amount === null
          ? text === ""
            ? PAYMENT_MESSAGES.amountRequired
            : PAYMENT_MESSAGES.amountInvalid
          : amount > PAYMENT_RULES.maxAmount
            ? PAYMENT_MESSAGES.amountTooLarge
            : amount < min
              ? belowMessage
              : null;
      if (message) {
        payload.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return amount!;
    }),
  );

function wholeRials(text: string): number | null {
  const latin = text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
  if (!/^\d{1,16}$/.test(latin)) return null;
  const amount = Number(latin);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Any top-up's amount: at least one rial. */
const amountSchema = rialsSchema(1, PAYMENT_MESSAGES.amountInvalid);
/** An online payment's amount: at least the minimum (spec §9). */
const onlineAmountSchema = rialsSchema(PAYMENT_RULES.minOnlineAmount, PAYMENT_MESSAGES.belowOnlineMinimum);

const cardSchema = z.pipe(
  z.string({ error: PAYMENT_MESSAGES.cardRequired }),
  z.pipe(
    z.transform((value: string) => normalizeCard(value)),
    z.string().check(
      z.minLength(1, { error: PAYMENT_MESSAGES.cardRequired, abort: true }),
      z.refine((card) => isCardNumber(card), PAYMENT_MESSAGES.wrongCard),
    ),
  ),
);

const shebaSchema = z.pipe(
  z.string({ error: PAYMENT_MESSAGES.shebaRequired }),
  z.pipe(
    z.transform((value: string) => (value.trim() ? normalizeSheba(value) : "")),
    z.string().check(
      z.minLength(1, { error: PAYMENT_MESSAGES.shebaRequired, abort: true }),
      z.refine((sheba) => isSheba(sheba), PAYMENT_MESSAGES.wrongAccount),
    ),
  ),
);

const referenceSchema = z.pipe(
  z.string({ error: PAYMENT_MESSAGES.referenceRequired }),
  z.pipe(
    z.transform((value: string) =>
      value
        .replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (ch) => {
          const code = ch.charCodeAt(0);
          return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
        })
        .trim(),
    ),
    z
      .string()
      .check(
        z.minLength(1, { error: PAYMENT_MESSAGES.referenceRequired, abort: true }),
        z.regex(new RegExp(`^\\d{4,${PAYMENT_RULES.referenceMaxLength}}$`), PAYMENT_MESSAGES.referenceInvalid),
      ),
  ),
);

/** `YYYY-MM-DD HH:MM:SS` in UTC (as a send's `send_time`), not in the future: when the transfer was made. */
const TRANSFER_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A little slack for a clock a minute ahead of the upstream's. */
const FUTURE_SLACK_MS = 60_000;
export const transferTimeToDate = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
export const dateToTransferTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
const transferTimeSchema = z.string({ error: PAYMENT_MESSAGES.timeRequired }).check(
  z.minLength(1, { error: PAYMENT_MESSAGES.timeRequired, abort: true }),
  z.regex(TRANSFER_TIME_PATTERN, { error: PAYMENT_MESSAGES.timeInvalid, abort: true }),
  z.refine((value) => !Number.isNaN(transferTimeToDate(value).getTime()), PAYMENT_MESSAGES.timeInvalid),
  z.refine(
    (value) => transferTimeToDate(value).getTime() <= Date.now() + FUTURE_SLACK_MS,
    PAYMENT_MESSAGES.timeInFuture,
  ),
);

/** Where the gateway sends the browser back: an http(s) address. */
const callbackUrlSchema = z.string({ error: PAYMENT_MESSAGES.callbackInvalid }).check(
  z.maxLength(PAYMENT_RULES.callbackMaxLength, PAYMENT_MESSAGES.callbackInvalid),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, PAYMENT_MESSAGES.callbackInvalid),
);

const descriptionSchema = z.optional(
  z.pipe(
    searchTextSchema,
    z.string().check(z.maxLength(PAYMENT_RULES.descriptionMaxLength, PAYMENT_MESSAGES.descriptionTooLong)),
  ),
);

// The credit's schema lives in ./credit: the shell reads it on every page, without the wallet's rules.
export type { Credit } from "./credit";

// ---------------------------------------------------------------------------------------------
// A payment

const paymentSchema = z.object({
  id: z.number().check(z.int()),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  /** What was paid or transferred, before tax. */
  amount: z.number(),
  /** Added to an online payment. */
  tax: z.number(),
  /** What the payer paid: amount and tax. */
  total: z.number(),
  /** What the wallet receives (or received) when it succeeds. */
  credit_amount: z.number(),
  /** A gift package's gift credit, and when it expires once bought. */
  gift_amount: z.number(),
  gift_days: z.nullable(z.number().check(z.int())),
  reference_code: z.nullable(z.string()),
  /** The payer's card (masked) or Sheba. */
  source: z.nullable(z.string()),
  /** The destination card or Sheba of an offline payment. */
  target: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
  reject_reason: z.nullable(z.string()),
  description: z.nullable(z.string()),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;
/** `GET payment/{id}`: one of the user's payments; another account's answers 404. */
export const paymentResponseSchema = envelope(paymentSchema);
/** `GET payment/offline/pending`: the user's card-to-card and bank transfers still waiting for review. */
export const pendingPaymentsResponseSchema = envelope(z.array(paymentSchema));

// ---------------------------------------------------------------------------------------------
// Online payment: Edge's flow (create the request, go to the gateway, pay, come back, verify)

/** `GET payment/generate-url?amount&callbackUrl&description`: a manual action, never retried. */
export const generateUrlQuerySchema = z.object({
  amount: onlineAmountSchema,
  callbackUrl: callbackUrlSchema,
  description: descriptionSchema,
});

const gatewayRequestSchema = z.object({
  /** The gateway's page; the browser goes there whole. */
  url: z.string(),
  payment_id: z.number().check(z.int()),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;
export const generateUrlResponseSchema = envelope(gatewayRequestSchema);

/** What an online payment of `amount` costs: the amount, 10% tax on top, the total (spec §9). */
export function onlinePaymentTotal(amount: number) {
  const tax = Math.round((amount * PAYMENT_RULES.onlineTaxPercent) / 100);
  return { amount, tax, total: amount + tax };
}

/** What a card-to-card transfer of `amount` brings the wallet: 10% is deducted (spec §9). */
export function cardToCardCredit(amount: number) {
  const deducted = Math.round((amount * PAYMENT_RULES.cardToCardDeductionPercent) / 100);
  return { amount, deducted, credit: amount - deducted };
}

// ---------------------------------------------------------------------------------------------
// Offline payments: card to card and bank transfer (spec §3 transfer payload)

/** `POST payment/offline/card-to-card-create`. */
export const cardToCardRequestSchema = z.object({
  amount: amountSchema,
  source_card: cardSchema,
  /** The destination card the payer transferred to (one the upstream lists). */
  target: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  reference_code: referenceSchema,
  submitted_at: transferTimeSchema,
  ui_callback: z.optional(callbackUrlSchema),
});
export type CardToCardRequest = z.input<typeof cardToCardRequestSchema>;

/** `POST payment/offline/bank-pay-create`. */
export const bankTransferRequestSchema = z.object({
  amount: amountSchema,
  source_sheba: shebaSchema,
  /** The destination Sheba the payer transferred to. */
  target: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  reference_code: referenceSchema,
  submitted_at: transferTimeSchema,
  ui_callback: z.optional(callbackUrlSchema),
});
export type BankTransferRequest = z.input<typeof bankTransferRequestSchema>;

/** Where to transfer to: the provider's card (with its owner and bank) and account. */
const destinationsSchema = z.object({
  card: z.object({ number: z.string(), owner: z.string(), bank: z.string() }),
  account: z.object({ number: z.string(), sheba: z.string(), owner: z.string(), bank: z.string() }),
});
export type PaymentDestinations = z.infer<typeof destinationsSchema>;
/** `GET payment/offline/destinations` (the card owner's information; fresh for 60 s). */
export const destinationsResponseSchema = envelope(destinationsSchema);

// ---------------------------------------------------------------------------------------------
// Methods, whom to contact, today's promotion, gift packages

/** `GET user/setting/payment_method_list`: the methods this account may use, in order. */
export const paymentMethodListResponseSchema = envelope(
  z.array(z.object({ method: z.enum(PAYMENT_METHODS), title: z.string() })),
);

/** `GET user/setting/parent_account_contact`: whom to ask about payments. */
export const parentContactResponseSchema = envelope(
  z.object({
    name: z.string(),
    mobile: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    hours: z.nullable(z.string()),
  }),
);

const promotionSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  /** Gift credit as a percent of an online top-up of at least `min_amount`. */
  gift_percent: z.number().check(z.int()),
  min_amount: z.number(),
  ends_at: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
/** `GET payment/promotion/today-charge`: null when there is none today. */
export const promotionResponseSchema = envelope(z.nullable(promotionSchema));

const chargePackageSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** What is paid online (tax added on top, as every online payment). */
  price: z.number(),
  /** Paid credit received. */
  credit: z.number(),
  /** Gift credit received on top, for `gift_days` days. */
  gift: z.number(),
  gift_days: z.number().check(z.int()),
});
export type ChargePackage = z.infer<typeof chargePackageSchema>;
/** `GET payment/charge-packages/dynamics`. */
export const chargePackagesResponseSchema = envelope(z.array(chargePackageSchema));

/** `POST payment/charge-packages/select`: pays for a package online (answers as generate-url). */
export const selectPackageRequestSchema = z.object({
  package_id: wholeNumber(PAYMENT_MESSAGES.packageRequired, { min: 1 }),
  callbackUrl: callbackUrlSchema,
});

// ---------------------------------------------------------------------------------------------
// The low-balance alert's threshold (`user/setting`, lib/contract/user-setting.ts)

/** Null turns the alert off. */
export const lowCreditThresholdSchema = z.nullable(
  z.pipe(
    rialsSchema(1, PAYMENT_MESSAGES.lowCreditTooSmall),
    z.number().check(z.gt(PAYMENT_RULES.lowCreditMinimum, PAYMENT_MESSAGES.lowCreditTooSmall)),
  ),
);

// ---------------------------------------------------------------------------------------------
// Transactions (`report/payment/new`) and their export

const unixSecondsSchema = wholeNumber(PAYMENT_MESSAGES.dateInvalid, { max: 253_402_300_799 });
const filterAmountSchema = wholeNumber(PAYMENT_MESSAGES.amountInvalid, { max: PAYMENT_RULES.maxAmount * 10 });
const reversed = (from: number | undefined, to: number | undefined) =>
  from !== undefined && to !== undefined && from > to;

/** The transactions' filters: a range of Unix seconds (each bound inclusive), type, method, state, amount range, text. */
export const transactionFiltersSchema = z
  .object(
    {
      from_date: blankable(unixSecondsSchema),
      to_date: blankable(unixSecondsSchema),
      type: blankable(z.enum(TRANSACTION_TYPES)),
      method: blankable(z.enum(TRANSACTION_METHODS)),
      state: blankable(z.enum(PAYMENT_STATES)),
      /** Bounds on the amount's size, whichever its sign. */
      min_amount: blankable(filterAmountSchema),
      max_amount: blankable(filterAmountSchema),
      search: blankable(z.pipe(searchTextSchema, z.string().check(z.maxLength(200)))),
    },
    { error: PAYMENT_MESSAGES.filtersInvalid },
  )
  .check(
    z.superRefine((f, ctx) => {
      if (reversed(f.from_date, f.to_date))
        ctx.addIssue({ code: "custom", path: ["to_date"], message: PAYMENT_MESSAGES.dateRange });
      if (reversed(f.min_amount, f.max_amount))
        ctx.addIssue({ code: "custom", path: ["max_amount"], message: PAYMENT_MESSAGES.amountRange });
    }),
  );
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

const filtersField = z.pipe(
  z.nullish(transactionFiltersSchema),
  z.transform((filters: TransactionFilters | null | undefined): TransactionFilters => filters ?? {}),
);

/** `POST report/payment/new`: `{page, limit, filters}` (defaults 1 and 10), newest first. */
export const transactionListRequestSchema = z.object({
  page: z.pipe(
    blankable(wholeNumber(PAYMENT_MESSAGES.pageInvalid, { min: 1, max: 10_000_000 })),
    z.transform((page: number | undefined) => page ?? 1),
  ),
  limit: z.pipe(
    blankable(wholeNumber(PAYMENT_MESSAGES.perPageInvalid, { min: 1, max: PAYMENT_RULES.transactionsPerPage })),
    z.transform((n: number | undefined) => n ?? 10),
  ),
  filters: filtersField,
});

const transactionSchema = z.object({
  id: z.number().check(z.int()),
  /** Signed: positive for a deposit, negative for a withdrawal. */
  amount: z.number(),
  type: z.enum(TRANSACTION_TYPES),
  method: z.enum(TRANSACTION_METHODS),
  state: z.enum(PAYMENT_STATES),
  /** credit or gift: which balance it moved. */
  bucket: z.enum(["credit", "gift"]),
  description: z.string(),
  created_at: z.string(),
  send_id: z.nullable(z.number().check(z.int())),
  payment_id: z.nullable(z.number().check(z.int())),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListResponseSchema = pagedEnvelope(transactionSchema);

/** `POST report/payment/export/new`: what these filters show, as a file (`export_type: "financial"`). */
export const transactionExportRequestSchema = z.object({
  export_type: z.literal("financial", { error: PAYMENT_MESSAGES.exportTypeInvalid }),
  format: z._default(z.enum(EXPORT_FORMATS, { error: PAYMENT_MESSAGES.formatInvalid }), "xlsx"),
  filters: filtersField,
});

// ---------------------------------------------------------------------------------------------
// The invoice of a successful payment

const invoicePartySchema = z.object({
  name: z.string(),
  national_id: z.nullable(z.string()),
  economic_code: z.nullable(z.string()),
  address: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

/** `GET payment/{id}/invoice`: only for the user's own successful payment. */
export const invoiceResponseSchema = envelope(
  z.object({
    /** The invoice's number: the payment's id. */
    number: z.number().check(z.int()),
    issued_at: z.string(),
    method: z.enum(PAYMENT_METHODS),
    seller: invoicePartySchema,
    buyer: invoicePartySchema,
    /** Each line: what was bought and its price before tax. */
    lines: z.array(z.object({ title: z.string(), amount: z.number() })),
    amount: z.number(),
    tax: z.number(),
    total: z.number(),
    reference_code: z.nullable(z.string()),
  }),
);
export type Invoice = z.infer<typeof invoiceResponseSchema>["data"];
