import { sql } from "drizzle-orm";
import type { SecretaryConfig } from "@/lib/contract/secretaries";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The one schema of the reference upstream, for PGlite and PostgreSQL alike.
 * Money is numeric(20,4) in rials; timestamps carry their zone.
 */

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => Buffer.from(value),
});

const money = (name: string) => numeric(name, { precision: 20, scale: 4 });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => stamp("created_at").notNull().defaultNow();

export const activityDomains = pgTable("activity_domains", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** ACL roles, which Edge calls packages: what a registering user is given and what it costs. */
export const aclRoles = pgTable(
  "acl_roles",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    resellerId: integer("reseller_id").notNull(),
    name: text("name").notNull(),
    price: money("price").notNull().default("0"),
    specialDisc: integer("special_disc").notNull().default(0),
    minSmsCharge: money("min_sms_charge").notNull().default("0"),
    type: text("type").notNull().default("normal"),
    aclType: text("acl_type").notNull().default("user"),
    status: text("status").notNull().default("active"),
    registrationType: text("registration_type").notNull().default("online"),
    forRegistration: boolean("for_registration").notNull().default(false),
    priority: integer("priority").notNull().default(0),
    expireTime: stamp("expire_time"),
    /** How long a bought term of this package lasts. */
    termDays: integer("term_days").notNull().default(365),
    /** The services a bought term unlocks (lib/contract/plans.ts `PLAN_SERVICES`). */
    services: jsonb("services").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("acl_roles_reseller_idx").on(t.resellerId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    name: text("name"),
    /** 98 followed by ten digits. */
    mobile: text("mobile").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** pending (registered, code not yet confirmed), active, blocked or deleted (a colleague removed). */
    status: text("status").notNull().default("active"),
    /** off, sms or ga (an authenticator app with the TOTP secret below). */
    twoStep: text("two_step").notNull().default("off"),
    totpSecret: text("totp_secret"),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    isReseller: boolean("is_reseller").notNull().default(false),
    documentBlock: boolean("document_block").notNull().default(false),
    sendBlock: boolean("send_block").notNull().default(false),
    resellerId: integer("reseller_id"),
    aclRoleId: integer("acl_role_id").references(() => aclRoles.id),
    activityDomainId: integer("activity_domain_id").references(() => activityDomains.id),
    businessName: text("business_name"),
    /** The low-balance alert: an SMS when a debit takes the credit below this (rials); null is off. */
    lowCreditThreshold: money("low_credit_threshold"),
    /** The alert went out for the present crossing; cleared once the credit is back at or above it. */
    lowCreditAlerted: boolean("low_credit_alerted").notNull().default(false),
    /** An authenticator secret shown by `2fa/show_qr` and not yet confirmed by a first code. */
    totpPendingSecret: text("totp_pending_secret"),
    /** How each notification reaches the user (user/setting): "sms" or "panel"; a missing key is the default. */
    notificationChannels: jsonb("notification_channels").$type<Record<string, string>>().notNull().default({}),
    /**
     * The plan bought (a package of acl_roles) and what it unlocks, copied when it was bought so a
     * later change to the catalogue leaves a paid term as it was; services count until the expiry.
     */
    planRoleId: integer("plan_role_id").references(() => aclRoles.id),
    planServices: jsonb("plan_services").$type<string[]>().notNull().default([]),
    planExpiresAt: stamp("plan_expires_at"),
    /** The expiry the 7-day reminder SMS went out for, so it goes once per term. */
    planRemindedFor: stamp("plan_reminded_for"),
    /** The panel's own preferences of this user (`user/setting`): theme, density, page size, ... */
    panelPreferences: jsonb("panel_preferences").$type<Record<string, unknown>>().notNull().default({}),
    /** How many bytes file management may hold for this account. */
    fileQuotaBytes: bigint("file_quota_bytes", { mode: "number" }).notNull().default(1_073_741_824),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_key")
      .on(sql`lower(${t.username})`)
      .where(sql`${t.status} <> 'deleted'`),
    index("users_mobile_idx").on(t.mobile),
  ],
);

/**
 * Every token handed out, stored only as its sha256. kind: session (final, 10 hours), login
 * (waiting for the second step), register (waiting for the mobile's code), forgot (password reset),
 * impersonation (support staff's entry into an account: a session once entered, see `impersonations`).
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** For login tokens: sms or ga. */
    method: text("method"),
    createdAt: createdAt(),
    expiresAt: stamp("expires_at").notNull(),
    revokedAt: stamp("revoked_at"),
    /** Where and with what the session was opened and last used (the BFF vouches for both). */
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    lastUsedAt: stamp("last_used_at"),
  },
  (t) => [uniqueIndex("auth_tokens_hash_key").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * One-time codes, per account and flow (login, register, reset, phone_change, api_key, ...): the
 * newest code of a flow is the one that counts, whichever temporary token of the account brings
 * it. Stored only as an HMAC keyed with a secret kept outside the database. The rows of the last
 * hour are also the flow's sends, for the hourly cap.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flow: text("flow").notNull(),
    /** The temporary token whose request sent it, for the record; any live token of the flow may use it. */
    tokenId: integer("token_id").references(() => authTokens.id, { onDelete: "set null" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: stamp("expires_at").notNull(),
    usedAt: stamp("used_at"),
  },
  (t) => [index("otp_codes_flow_idx").on(t.userId, t.flow, t.id)],
);

/**
 * One row per account and flow that has had a code: the row every check and send of that flow
 * locks first, so parallel requests are decided one after another, and the flow's lock.
 */
export const otpFlows = pgTable(
  "otp_flows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flow: text("flow").notNull(),
    /** Set after too many wrong codes: no code of the flow is checked before then. */
    lockedUntil: stamp("locked_until"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flow] })],
);

/** Wrong codes per account and flow (SMS and authenticator codes alike), for the sliding window. */
export const otpFailures = pgTable(
  "otp_failures",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    flow: text("flow").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("otp_failures_flow_idx").on(t.userId, t.flow, t.createdAt)],
);

/**
 * Password checks of the sign-in throttle, per username (lower case, known or not) and per client
 * address. A row counts as a failure from the moment its check starts; a sign-in that succeeds
 * removes its own row and takes the username's earlier ones out of the username's window (they
 * still count for their addresses).
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    usernameKey: text("username_key"),
    address: text("address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_key_idx").on(t.usernameKey, t.createdAt),
    index("login_failures_address_idx").on(t.address, t.createdAt),
    index("login_failures_created_idx").on(t.createdAt),
  ],
);

/**
 * Support staff's entries into an account (`impersonation` tokens): when each was made, by when it
 * had to be first used, and when it was. A token first used after `enter_by` is revoked instead.
 */
export const impersonations = pgTable(
  "impersonations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => authTokens.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    enterBy: stamp("enter_by").notNull(),
    enteredAt: stamp("entered_at"),
  },
  (t) => [
    uniqueIndex("impersonations_token_key").on(t.tokenId),
    index("impersonations_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Every SMS the simulated operator delivered. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.id)],
);

/**
 * A top-up: online through the gateway (pending until verified), card-to-card or bank transfer
 * (pending until the finance team reviews it), or a gift package bought online. Its money reaches
 * the wallet only as ledger rows, written in the transaction that settles it.
 */
/** Every plan bought: one per request key, with the ledger movement that paid for it. */
export const planPurchases = pgTable(
  "plan_purchases",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    aclRoleId: integer("acl_role_id")
      .notNull()
      .references(() => aclRoles.id),
    /** The client's key for this purchase: the same key twice buys once. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The package's price and discount when bought, and what the wallet paid (rials). */
    price: money("price").notNull(),
    specialDisc: integer("special_disc").notNull(),
    paid: money("paid").notNull(),
    ledgerEntryId: integer("ledger_entry_id"),
    startsAt: stamp("starts_at").notNull(),
    expiresAt: stamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plan_purchases_key").on(t.userId, t.idempotencyKey),
    index("plan_purchases_user_idx").on(t.userId, t.createdAt),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** online, card_to_card, bank_transfer or gift_package. */
    method: text("method").notNull(),
    /** pending, success or failed. */
    state: text("state").notNull().default("pending"),
    /** What was paid or transferred, before tax (rials). */
    amount: money("amount").notNull(),
    /** Added on online payments (10%), its own ledger rows once paid. */
    tax: money("tax").notNull().default("0"),
    /** What the wallet receives when the payment succeeds. */
    creditAmount: money("credit_amount").notNull(),
    /** A gift package's gift credit, and how many days it lasts. */
    giftAmount: money("gift_amount").notNull().default("0"),
    giftDays: integer("gift_days"),
    packageId: integer("package_id"),
    /** The gateway's token for an online payment; unique, so a payment is verified once. */
    authority: text("authority"),
    callbackUrl: text("callback_url"),
    description: text("description"),
    /** The payer's card or Sheba (offline), or the card the gateway was paid with (masked). */
    source: text("source"),
    /** The destination card or Sheba of an offline payment. */
    target: text("target"),
    /** The bank's reference: the deposit slip of an offline payment, the gateway's of an online one. */
    referenceCode: text("reference_code"),
    /** When the payer says an offline transfer was made. */
    submittedAt: stamp("submitted_at"),
    rejectReason: text("reject_reason"),
    createdAt: createdAt(),
    settledAt: stamp("settled_at"),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payments_authority_key").on(t.authority),
    index("payments_pending_idx").on(t.state, t.method),
  ],
);

/**
 * The wallet: one row per movement of money. The credit is the sum of the settled rows of the
 * `credit` bucket, the gift credit that of the `gift` bucket; `tax` rows record tax collected on
 * online payments and are nobody's credit. A pending or failed payment has a row of its own (the
 * transactions list shows it) that counts for nothing until it settles.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Positive for a deposit, negative for a withdrawal. */
    amount: money("amount").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    /** credit, gift or tax. */
    bucket: text("bucket").notNull().default("credit"),
    /** success (counted), pending or failed (not counted). */
    state: text("state").notNull().default("success"),
    /** How the money moved: online, card_to_card, bank_transfer, gift_package, send, refund, expiry, adjustment. */
    method: text("method").notNull().default("adjustment"),
    paymentId: integer("payment_id").references(() => payments.id),
    sendId: bigint("send_id", { mode: "number" }),
    /** A gift deposit's expiry. */
    expiresAt: stamp("expires_at"),
    /**
     * A gift deposit (a lot): how much of it sends took or its expiry removed. Gift is spent
     * earliest-expiring lot first (wallet/gift.ts); the lot still holds amount − giftUsed.
     */
    giftUsed: money("gift_used").notNull().default("0"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_user_idx").on(t.userId, t.createdAt),
    index("ledger_entries_list_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("ledger_entries_payment_idx").on(t.paymentId),
    index("ledger_entries_send_idx").on(t.userId, t.sendId),
    index("ledger_entries_gift_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.bucket} = 'gift' and ${t.expiresAt} is not null`),
    // The transactions list's amount range, on the amount's size.
    index("ledger_entries_size_idx").on(t.userId, sql`abs(${t.amount})`),
    // Gift lots still holding gift: by owner in spending order, and by expiry for the expiry runner.
    index("ledger_entries_gift_held_idx")
      .on(t.userId, t.expiresAt, t.id)
      .where(sql`${t.bucket} = 'gift' and ${t.state} = 'success' and ${t.amount} > ${t.giftUsed}`),
    index("ledger_entries_gift_due_idx")
      .on(t.expiresAt)
      .where(
        sql`${t.bucket} = 'gift' and ${t.state} = 'success' and ${t.amount} > ${t.giftUsed} and ${t.expiresAt} is not null`,
      ),
  ],
);

/**
 * How many ledger rows each owner has per UTC day and kind (bucket, method, state, the amount's
 * sign), kept by triggers on ledger_entries whoever writes the rows. The transactions list reads
 * its total and where a deep page starts from these counts instead of counting a million rows.
 */
export const ledgerDayCounts = pgTable(
  "ledger_day_counts",
  {
    userId: integer("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    bucket: text("bucket").notNull(),
    method: text("method").notNull(),
    state: text("state").notNull(),
    /** 1 for a deposit, −1 for a withdrawal, 0 for a zero amount. */
    sign: smallint("sign").notNull(),
    rows: integer("rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.bucket, t.method, t.state, t.sign] })],
);

/**
 * Each owner's balances, per bucket: `credit` (paid credit) and `gift`, each the sum of the
 * settled rows of its bucket in ledger_entries. Kept by triggers on ledger_entries in the
 * transaction of every write to the ledger, whoever writes it; the ledger stays the record and
 * this row is what a debit checks (with the owner's users row locked, as every movement of money).
 */
export const ownerBalances = pgTable("owner_balances", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  credit: numeric("credit").notNull().default("0"),
  gift: numeric("gift").notNull().default("0"),
});

/** Gift charge packages (spec §2): a price paid online for a credit, part of it gift credit that expires. */
export const chargePackages = pgTable("charge_packages", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  price: money("price").notNull(),
  /** Paid credit received. */
  credit: money("credit").notNull(),
  /** Gift credit received on top, lasting giftDays. */
  gift: money("gift").notNull(),
  giftDays: integer("gift_days").notNull(),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Today's promotion on top-ups, when there is one (payment/promotion/today-charge). */
export const chargePromotions = pgTable("charge_promotions", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** Gift credit as a percent of an online top-up of at least minAmount. */
  giftPercent: integer("gift_percent").notNull(),
  minAmount: money("min_amount").notNull(),
  startsAt: stamp("starts_at").notNull(),
  endsAt: stamp("ends_at").notNull(),
});

export const news = pgTable("news", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  link: text("link"),
  publishedAt: stamp("published_at").notNull(),
});

export const quickAccessItems = pgTable("quick_access_items", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  icon: text("icon").notNull(),
  link: text("link").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  type: integer("type").notNull(),
  action: integer("action").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  mainDesktop: text("main_desktop").notNull(),
  mainMobile: text("main_mobile").notNull(),
  mainLink: text("main_link"),
  mainAlt: text("main_alt").notNull(),
  popupDesktop: text("popup_desktop"),
  popupMobile: text("popup_mobile"),
  popupLink: text("popup_link"),
  popupAlt: text("popup_alt"),
});

/** Files the upstream serves itself (banner images today). */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    body: bytea("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stored_files_name_key").on(t.name)],
);

/** Settings of the service as key and JSON text, and the seed's mark. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** When an SMS last went out for a key (a reset pair, a registering mobile), to space them out. */
export const sendThrottle = pgTable("send_throttle", {
  key: text("key").primaryKey(),
  lastAt: stamp("last_at").notNull(),
});

/**
 * Line kinds (Edge's `operator_id` of a line) and what one SMS part costs on them, in rials:
 * Persian texts (UCS-2) and English ones (GSM-7), to MCI numbers and to the other operators.
 * Edge writes the others' price already 10 percent higher.
 */
export const tariffs = pgTable("tariffs", {
  operatorId: integer("operator_id").primaryKey(),
  name: text("name").notNull(),
  persianMci: money("persian_mci").notNull(),
  persianOther: money("persian_other").notNull(),
  englishMci: money("english_mci").notNull(),
  englishOther: money("english_other").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Sender lines. `shared` lines serve every user; the others serve the users they are assigned to
 * (`line_assignments`). A line with an `agreement` is offered in `numbers/agreement-list` and
 * assigned to whoever accepts it. `use`: general, bank (number banks) or job (business directory).
 */
export const senderLines = pgTable(
  "sender_lines",
  {
    id: serial("id").primaryKey(),
    /** E.164, or a named line such as +98BANK. */
    number: text("number").notNull(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => tariffs.operatorId),
    alias: text("alias"),
    gets: boolean("gets").notNull().default(false),
    is66Char: boolean("is_66_char").notNull().default(false),
    /** Messages from this line end with the cancel suffix (spec §5). */
    needsCancelSuffix: boolean("needs_cancel_suffix").notNull().default(false),
    use: text("use").notNull().default("general"),
    shared: boolean("shared").notNull().default(false),
    agreementTitle: text("agreement_title"),
    agreement: text("agreement"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sender_lines_number_key").on(t.number)],
);

/** Lines a user may send with besides the shared ones: dedicated lines and lines taken by agreement. */
export const lineAssignments = pgTable(
  "line_assignments",
  {
    lineId: integer("line_id")
      .notNull()
      .references(() => senderLines.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineId] })],
);

/** The line the composer selects first, one per user. */
export const defaultLines = pgTable("default_lines", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lineId: integer("line_id")
    .notNull()
    .references(() => senderLines.id, { onDelete: "cascade" }),
});

/** One `POST /send` that carried an Idempotency-Key: the same key from the same user sends once. */
export const sendRequests = pgTable(
  "send_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("send_requests_user_key").on(t.userId, t.idempotencyKey)],
);

/**
 * Sends (Edge's message outbox ids). `state_id` as SEND_STATES of lib/contract/send.ts. The cost
 * is reserved whole when the send is accepted and what comes back is summed in `refunded`.
 * `dispatched`: recipients handed to the operator so far, in position order.
 */
export const sends = pgTable(
  "sends",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1_123_544_244 }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestId: integer("request_id").references(() => sendRequests.id, { onDelete: "set null" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => senderLines.id),
    fromNumber: text("from_number").notNull(),
    sendingType: text("sending_type").notNull(),
    /** The text for every recipient; null when each recipient has their own. */
    message: text("message"),
    /** The cancel suffix goes after the text. */
    cancelSuffix: boolean("cancel_suffix").notNull().default(false),
    /** Parts of the outgoing text; with own texts, the most any recipient's takes. */
    parts: integer("parts").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    dispatched: integer("dispatched").notNull().default(0),
    stateId: smallint("state_id").notNull(),
    sendTime: stamp("send_time").notNull(),
    createdAt: createdAt(),
    startedAt: stamp("started_at"),
    finishedAt: stamp("finished_at"),
    costReserved: money("cost_reserved").notNull().default("0"),
    refunded: money("refunded").notNull().default("0"),
    senderIp: text("sender_ip"),
    rejectionReason: text("rejection_reason"),
    /**
     * The last `send.progress` told (state and counts) and when, kept with the send so that the
     * processes advancing it in turn neither repeat it nor tell it more often than allowed.
     */
    progressKey: text("progress_key"),
    progressAt: stamp("progress_at"),
    /**
     * Recipients by delivery status 0 to 4, kept by every statement that moves one (the runner's
     * and the pattern lane's), so a send's progress is read here instead of counted over a million
     * rows. Null for a send stored before it was kept: counted once, then kept.
     */
    statusCounts: integer("status_counts").array(),
    /** Set by the archiving job once the send is older than the 30-day report window. */
    archivedAt: stamp("archived_at"),
    /** A send the panel made for the user (OTP, notices): listed by `systemic_list`, not `new_list`. */
    systemic: boolean("systemic").notNull().default(false),
  },
  (t) => [
    index("sends_user_idx").on(t.userId, t.id),
    index("sends_user_list_idx").on(t.userId, t.systemic, t.archivedAt, t.id),
    index("sends_archive_due_idx")
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index("sends_state_idx").on(t.stateId, t.sendTime),
    index("sends_request_idx").on(t.requestId),
  ],
);

/**
 * Recipients of a send, `position` 0, 1, 2... `status` as DELIVERY_STATUSES; null while the
 * operator has not been handed the message (and for ever when the send was cancelled first).
 */
export const sendRecipients = pgTable(
  "send_recipients",
  {
    sendId: bigint("send_id", { mode: "number" })
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** 98 followed by ten digits. */
    msisdn: text("msisdn").notNull(),
    /** mci, irancell, rightel or other (lib/sms/operators.ts). */
    operator: text("operator").notNull(),
    /** The recipient's own text when the send is personalised. */
    text: text("text"),
    parts: integer("parts").notNull(),
    /** What this recipient was charged: parts × the tariff of its operator and language, and the surcharge. */
    cost: money("cost").notNull(),
    status: smallint("status"),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.position] }),
    index("send_recipients_status_idx").on(t.sendId, t.status, t.position),
    index("send_recipients_msisdn_idx").on(t.sendId, t.msisdn),
    // A received SMS finds the send it answers from its sender's number.
    index("send_recipients_by_msisdn_idx").on(t.msisdn, t.sendId),
  ],
);

/**
 * Where a settled send's recipients of one status stand every so many places of its status
 * listing (reports/recipient-bookmarks.ts): the recipient at `ordinal` (from 0, a multiple of the
 * interval) of that status, in position order, is at `position`. Written once, when the send
 * settles and its statuses stop changing; a deep page starts from the nearest one.
 */
export const sendRecipientBookmarks = pgTable(
  "send_recipient_bookmarks",
  {
    sendId: bigint("send_id", { mode: "number" })
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    status: smallint("status").notNull(),
    ordinal: integer("ordinal").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.status, t.ordinal] })],
);

/**
 * Received SMS (Edge's messages inbox): a mobile's message to a line, kept for each user it belongs
 * to: the user whose send it answers (the last send from that line to that mobile in the 72 hours
 * before it arrived), and on a dedicated line the users the line is assigned to.
 */
export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000_000 }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lineId: integer("line_id").references(() => senderLines.id, { onDelete: "set null" }),
    /** The line as written when it was received, E.164. */
    toNumber: text("to_number").notNull(),
    /** 98 followed by ten digits. */
    fromMsisdn: text("from_msisdn").notNull(),
    message: text("message").notNull(),
    /** Edge's `type`: normal, or cancel11 / uncancel11 for the «11» and «12» replies. */
    type: text("type").notNull().default("normal"),
    receivedAt: stamp("received_at").notNull().defaultNow(),
    seenAt: stamp("seen_at"),
  },
  (t) => [
    index("inbox_messages_user_idx").on(t.userId, t.id),
    index("inbox_messages_unseen_idx")
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

/**
 * Each user's count of inbox messages not read yet (seen_at null), for the navigation's badge and
 * every inbox live event. Kept by triggers on inbox_messages in the transaction of every insert,
 * update and delete, whoever writes it, so a count never has to go over an owner's unread rows.
 */
export const inboxUnreadCounts = pgTable("inbox_unread_counts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unread: integer("unread").notNull().default(0),
});

/** Numbers a user never sends to (the contacts screens manage them); the operator marks them 4. */
export const sendBlacklist = pgTable(
  "send_blacklist",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 98 followed by ten digits. */
    msisdn: text("msisdn").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("send_blacklist_user_msisdn_key").on(t.userId, t.msisdn)],
);

/** Numbers that answered «لغو۱۱» to a user's messages from a line; that line skips them (status 4). */
export const cancel11List = pgTable(
  "cancel11_list",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => senderLines.id, { onDelete: "cascade" }),
    msisdn: text("msisdn").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cancel11_list_key").on(t.userId, t.lineId, t.msisdn)],
);

/** Groups of predefined messages (Edge's draft groups), per user. */
export const draftGroups = pgTable(
  "draft_groups",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("draft_groups_user_idx").on(t.userId, t.id)],
);

/** Predefined messages (Edge's drafts), each in a group of its owner. */
export const drafts = pgTable(
  "drafts",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => draftGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    type: text("type").notNull().default("normal"),
    createdAt: createdAt(),
  },
  (t) => [index("drafts_user_idx").on(t.userId, t.groupId, t.id)],
);

/** Short links that count clicks (`panel/link_tracker`), opened at `/l/<code>`. */
export const trackedLinks = pgTable(
  "tracked_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    code: text("code").notNull(),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tracked_links_code_key").on(t.code)],
);

/*
 * Number banks: Iran's provinces, counties and cities (lib/map/geo-data), and the synthetic
 * numbers generated from them at seed time (upstream/banks/). The numbers carry no foreign keys so
 * that millions of them are written in one pass.
 */

export const geoProvinces = pgTable("geo_provinces", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  nameEn: text("name_en").notNull(),
  population: integer("population").notNull(),
  /** Share of the country's numbers. */
  weight: real("weight").notNull(),
  /** The first two digits of the province's synthetic postal codes. */
  postalPrefix: smallint("postal_prefix").notNull(),
});

export const geoCounties = pgTable(
  "geo_counties",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => geoProvinces.id),
    name: text("name").notNull(),
  },
  (t) => [index("geo_counties_province_idx").on(t.provinceId)],
);

export const geoCities = pgTable(
  "geo_cities",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => geoProvinces.id),
    countyId: integer("county_id")
      .notNull()
      .references(() => geoCounties.id),
    name: text("name").notNull(),
    longitude: real("longitude").notNull(),
    latitude: real("latitude").notNull(),
    /** city (its own point, GeoNames), county or province (a borrowed point). */
    centerPrecision: text("center_precision").notNull(),
  },
  (t) => [index("geo_cities_county_idx").on(t.countyId), index("geo_cities_province_idx").on(t.provinceId)],
);

/** Irancell towers around the cities; an Irancell number of the bank is served by one of them. */
export const towers = pgTable(
  "towers",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id").notNull(),
    countyId: integer("county_id").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => geoCities.id),
    name: text("name").notNull(),
    longitude: real("longitude").notNull(),
    latitude: real("latitude").notNull(),
    /** The numbers of this tower lie within this many kilometres of it. */
    radiusKm: real("radius_km").notNull(),
  },
  (t) => [index("towers_place_idx").on(t.provinceId, t.countyId, t.cityId)],
);

/**
 * The number bank: one row per mobile number with where it lives and who holds it. `gender` 1
 * male, 2 female, 3 legal entity; `birth_year` Jalali; `postal_code` ten digits, the first five
 * naming an area of the city; `tower_id` for Irancell numbers.
 */
export const bankNumbers = pgTable(
  "bank_numbers",
  {
    /** 98 followed by ten digits. */
    msisdn: text("msisdn").primaryKey(),
    /** mci, irancell, rightel or other, by prefix as lib/sms/operators.ts. */
    operator: text("operator").notNull(),
    provinceId: smallint("province_id").notNull(),
    countyId: smallint("county_id").notNull(),
    cityId: smallint("city_id").notNull(),
    gender: smallint("gender").notNull(),
    birthYear: smallint("birth_year").notNull(),
    postalCode: bigint("postal_code", { mode: "number" }).notNull(),
    longitude: real("longitude").notNull(),
    latitude: real("latitude").notNull(),
    towerId: integer("tower_id"),
  },
  (t) => [
    index("bank_numbers_place_idx").on(t.provinceId, t.countyId, t.cityId, t.gender, t.birthYear, t.operator),
    index("bank_numbers_postal_idx").on(t.postalCode, t.gender, t.birthYear, t.operator),
    index("bank_numbers_tower_idx")
      .on(t.towerId)
      .where(sql`${t.towerId} is not null`),
    // Numbers are written city by city, tower by tower, so block ranges cover small boxes.
    index("bank_numbers_point_idx").using("brin", t.longitude, t.latitude),
  ],
);

/** Edge's eight main categories of the business directory. */
export const jobCategories = pgTable("job_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const jobSubCategories = pgTable(
  "job_sub_categories",
  {
    id: integer("id").primaryKey(),
    mainCategoryId: integer("main_category_id")
      .notNull()
      .references(() => jobCategories.id),
    name: text("name").notNull(),
  },
  (t) => [index("job_sub_categories_main_idx").on(t.mainCategoryId)],
);

/** The business directory: mobile numbers of businesses by category. */
export const jobNumbers = pgTable(
  "job_numbers",
  {
    msisdn: text("msisdn").primaryKey(),
    mainCategoryId: smallint("main_category_id").notNull(),
    subCategoryId: smallint("sub_category_id").notNull(),
    /** mci, irancell, rightel or other. */
    operator: text("operator").notNull(),
  },
  (t) => [index("job_numbers_category_idx").on(t.mainCategoryId, t.subCategoryId, t.operator)],
);

/*
 * Phonebooks (Edge's `phonebooks/*`): each user's phonebooks, their contacts (one row per number
 * and phonebook), custom features, tags, the receive blacklist (the send blacklist and the
 * cancel11 list are above, shared with sending) and staged imports.
 */

/** A user's phonebook; `contact_count` is kept with every write of its contacts. */
export const phonebooks = pgTable(
  "phonebooks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contactCount: integer("contact_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("phonebooks_user_idx").on(t.userId, t.id),
    uniqueIndex("phonebooks_user_title_key").on(t.userId, sql`lower(${t.title})`),
  ],
);

/**
 * Custom features of contacts (Edge's options): a Persian title, a Latin title (the keyword
 * placeholder), a type (string, date or int), on or off. Rows without a user are the system's,
 * shown to everyone and read-only.
 */
export const phonebookOptions = pgTable(
  "phonebook_options",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    latinTitle: text("latin_title"),
    type: text("type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("phonebook_options_user_idx").on(t.userId, t.id),
    uniqueIndex("phonebook_options_latin_key").on(sql`coalesce(${t.userId}, 0)`, sql`lower(${t.latinTitle})`),
  ],
);

/** The features a phonebook shows (Edge's `options` of a phonebook). */
export const phonebookOptionLinks = pgTable(
  "phonebook_option_links",
  {
    phonebookId: integer("phonebook_id")
      .notNull()
      .references(() => phonebooks.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => phonebookOptions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.phonebookId, t.optionId] }),
    index("phonebook_option_links_option_idx").on(t.optionId),
  ],
);

/**
 * Contacts: a number in one phonebook, once (`(phonebook_id, msisdn)` is unique). `gender` 1 male,
 * 2 female, 3 legal entity, null unknown; `options` the custom features' values by option id.
 * `user_id` is the phonebook's owner, kept here for paging a user's contacts; no foreign key of
 * its own, so a million rows are written without a check per row (the phonebook's key removes them).
 */
export const contacts = pgTable(
  "contacts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id").notNull(),
    phonebookId: integer("phonebook_id")
      .notNull()
      .references(() => phonebooks.id, { onDelete: "cascade" }),
    /** 98 followed by ten digits. */
    msisdn: text("msisdn").notNull(),
    pre: text("pre").notNull().default(""),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    gender: smallint("gender"),
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contacts_phonebook_msisdn_key").on(t.phonebookId, t.msisdn),
    index("contacts_phonebook_idx").on(t.phonebookId, t.id),
    index("contacts_user_idx").on(t.userId, t.id),
  ],
);

/** Tags of a contact, each once per contact. */
export const contactTags = pgTable(
  "contact_tags",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contactId: bigint("contact_id", { mode: "number" })
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    phonebookId: integer("phonebook_id").notNull(),
    tag: text("tag").notNull(),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contact_tags_contact_tag_key").on(t.contactId, sql`lower(${t.tag})`),
    index("contact_tags_user_idx").on(t.userId, t.id),
  ],
);

/** Numbers whose messages to a user are not received (the receive blacklist). */
export const receiveBlacklist = pgTable(
  "receive_blacklist",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 98 followed by ten digits. */
    msisdn: text("msisdn").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("receive_blacklist_user_msisdn_key").on(t.userId, t.msisdn)],
);

/**
 * An import into a phonebook sent in chunks: `open` while chunks arrive, `committed` once its
 * contacts were moved into the phonebook in one transaction (the counts then kept here).
 */
export const phonebookImports = pgTable(
  "phonebook_imports",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phonebookId: integer("phonebook_id")
      .notNull()
      .references(() => phonebooks.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    chunks: integer("chunks").notNull(),
    records: integer("records").notNull(),
    staged: integer("staged").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    added: integer("added"),
    existences: integer("existences"),
    /** The member who opened the import: the kept file is theirs. */
    memberId: integer("member_id").references(() => users.id, { onDelete: "set null" }),
    /** The original file announced when the import opened (name cleaned, bytes), sent once after the commit. */
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    /** When the announced file arrived and was kept in file management. */
    fileKeptAt: stamp("file_kept_at"),
    createdAt: createdAt(),
    committedAt: stamp("committed_at"),
  },
  (t) => [index("phonebook_imports_user_idx").on(t.userId, t.createdAt)],
);

/** The chunks of an import received so far: a chunk index is taken once, so a retried chunk is not staged twice. */
export const phonebookImportChunks = pgTable(
  "phonebook_import_chunks",
  {
    importId: text("import_id")
      .notNull()
      .references(() => phonebookImports.id, { onDelete: "cascade" }),
    chunkIndex: integer("chunk_index").notNull(),
    records: integer("records").notNull(),
    errors: integer("errors").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.chunkIndex] })],
);

/** Contacts of an open import, waiting for its commit. */
export const phonebookImportRows = pgTable(
  "phonebook_import_rows",
  {
    importId: text("import_id")
      .notNull()
      .references(() => phonebookImports.id, { onDelete: "cascade" }),
    chunkIndex: integer("chunk_index").notNull(),
    position: integer("position").notNull(),
    msisdn: text("msisdn").notNull(),
    pre: text("pre").notNull().default(""),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    gender: smallint("gender"),
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.importId, t.chunkIndex, t.position] })],
);

/*
 * The profile (issue: profile, security, phone change, documents): the owner's details, the files
 * the account gave the provider, two-step recovery codes, sign-in history and phone changes.
 */

/** The kinds of document the provider asks for (spec §3), with sample files to fill in. */
export const documentKinds = pgTable(
  "document_kinds",
  {
    id: serial("id").primaryKey(),
    /** purchase_line_form, national_card_front, national_card_back, commitment_form, customer_club_list, trust_seal, business_license, other. */
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** How many files one submission may hold. */
    fileCount: smallint("file_count").notNull().default(1),
    showOrder: smallint("show_order").notNull().default(0),
    sampleFiles: jsonb("sample_files").$type<{ title: string; address: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("document_kinds_code_key").on(t.code)],
);

/** One account's submission of one kind: under review, approved, or rejected with a reason. */
export const userDocuments = pgTable(
  "user_documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kindId: integer("kind_id")
      .notNull()
      .references(() => documentKinds.id),
    /** review, approved or rejected. */
    state: text("state").notNull().default("review"),
    reason: text("reason"),
    submittedAt: stamp("submitted_at").notNull().defaultNow(),
    reviewedAt: stamp("reviewed_at"),
  },
  (t) => [uniqueIndex("user_documents_user_kind_key").on(t.userId, t.kindId)],
);

/**
 * Files an account gave the upstream (its logo, its documents), kept in the database so that every
 * upstream process on one PostgreSQL serves the same files. Served only to their own account.
 */
export const userFiles = pgTable(
  "user_files",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** logo or document. */
    purpose: text("purpose").notNull(),
    /** The submission a document file belongs to; removed with it. */
    documentId: integer("document_id").references(() => userDocuments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    body: bytea("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_files_user_idx").on(t.userId), index("user_files_document_idx").on(t.documentId)],
);

/** The owner's details (spec §3), one row per account, each section saved on its own. */
export const userProfiles = pgTable("user_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  nationalId: text("national_id"),
  fatherName: text("father_name"),
  birthPlace: text("birth_place"),
  birthDate: date("birth_date", { mode: "string" }),
  /** male or female. */
  gender: text("gender"),
  /** real or legal. */
  userType: text("user_type").notNull().default("real"),
  companyName: text("company_name"),
  registrationNumber: text("registration_number"),
  economicNumber: text("economic_number"),
  companyNationalId: text("company_national_id"),
  companyRegistrationDate: date("company_registration_date", { mode: "string" }),
  email: text("email"),
  website: text("website"),
  landline: text("landline"),
  cityCode: text("city_code"),
  // Ids of geo_provinces and geo_cities, checked when saved; no foreign key, because a new number
  // bank truncates and rewrites the geography (with the same ids, read from one data file).
  provinceId: integer("province_id"),
  cityId: integer("city_id"),
  postalCode: text("postal_code"),
  address: text("address"),
  logoFileId: integer("logo_file_id").references(() => userFiles.id, { onDelete: "set null" }),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/** Two-step recovery codes, ten at a time, each stored only as its hash and good once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: stamp("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Every sign-in attempt on a known account: when, from where, with what, and how it ended. */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    /** ok, wrong_password or wrong_code. */
    outcome: text("outcome").notNull(),
    /** The second step used: sms, ga or recovery; null without one. */
    twoStep: text("two_step"),
  },
  (t) => [index("sign_in_events_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A change of the account's mobile (spec §4): the current number confirmed, the new number
 * confirmed, then the provider's review; the mobile changes only on approval.
 */
export const phoneChanges = pgTable(
  "phone_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** current_confirmed, review, approved, rejected or cancelled. */
    state: text("state").notNull(),
    /** 98 followed by ten digits, once step 2 named it. */
    newMobile: text("new_mobile"),
    reason: text("reason"),
    createdAt: createdAt(),
    submittedAt: stamp("submitted_at"),
    reviewedAt: stamp("reviewed_at"),
  },
  (t) => [index("phone_changes_user_idx").on(t.userId, t.createdAt)],
);

/** A role the owner gives colleagues (spec §6): a title and the permissions it allows. */
export const partnerRoles = pgTable(
  "partner_roles",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Ids from lib/contract/permissions.ts; ids no longer known are ignored when read. */
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("partner_roles_owner_idx").on(t.ownerId),
    uniqueIndex("partner_roles_owner_title_key").on(t.ownerId, sql`lower(${t.title})`),
  ],
);

/**
 * A colleague (spec §3, §4): a user of their own (username, password, two-step) who works under
 * the owner's account within a role. state: pending (invited, not yet signed in), active,
 * deactivated or deleted (kept for the activity log; the username is free again).
 */
export const partners = pgTable(
  "partners",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => partnerRoles.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    state: text("state").notNull().default("pending"),
    /** The invitation's password was set (the link is spent). */
    passwordSetAt: stamp("password_set_at"),
    firstSignInAt: stamp("first_sign_in_at"),
    lastActivityAt: stamp("last_activity_at"),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("partners_owner_idx").on(t.ownerId, t.state), index("partners_role_idx").on(t.roleId)],
);

/**
 * Every write by any member of an account, owner included (the owner answers for members'
 * activity, spec §6). Append-only: no route changes or deletes a row.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member who acted; their name is kept as it was then. */
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorName: text("actor_name").notNull(),
    /** A kind of lib/contract/activity-log.ts (send, contacts, payment, ...). */
    kind: text("kind").notNull(),
    /** A Persian sentence saying what was done. */
    text: text("text").notNull(),
    /** The panel path of the object, when it has one. */
    link: text("link"),
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_account_idx").on(t.accountId, t.createdAt),
    index("activity_log_actor_idx").on(t.accountId, t.actorId, t.createdAt),
  ],
);

/**
 * A pattern (spec §3; Edge's `pattern_*` fields): a text with `%name%` variables, reviewed once,
 * then sent by its code. `normal` patterns belong to an account; `systemic` ones (owner null) are
 * the provider's, read-only, usable by every account. status: pending, active (approved) or
 * inactive (rejected, with `reject_text`). An edited pattern waits for review again.
 */
export const patterns = pgTable(
  "patterns",
  {
    id: serial("id").primaryKey(),
    /** The account; null for a systemic pattern. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    patternType: text("pattern_type").notNull().default("normal"),
    title: text("title"),
    description: text("description").notNull(),
    message: text("message").notNull(),
    website: text("website"),
    isShare: boolean("is_share").notNull().default(false),
    /** `[{name, type, len}]` in the order the text first uses them. */
    variables: jsonb("variables").notNull(),
    status: text("status").notNull().default("pending"),
    rejectText: text("reject_text").notNull().default(""),
    adminComment: text("admin_comment"),
    reviewedAt: stamp("reviewed_at"),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("patterns_code_idx").on(t.code),
    index("patterns_user_idx").on(t.userId, t.status, t.createdAt),
    index("patterns_type_idx").on(t.patternType, t.createdAt),
  ],
);

/** Categories of support requests (tickets and suggestions each have their own), seeded by the provider. */
export const ticketCategories = pgTable("ticket_categories", {
  id: serial("id").primaryKey(),
  /** ticket or suggestion. */
  type: text("type").notNull(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const ticketSubCategories = pgTable(
  "ticket_sub_categories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("ticket_sub_categories_category_idx").on(t.categoryId)],
);

/**
 * A support request of an account (spec §3, §4): a ticket or a suggestion, its state 1–6, whether
 * the account has seen support's latest answer, its rating once closed and the short feedback
 * asked once after closing (none, pending, answered, dismissed).
 */
export const tickets = pgTable(
  "tickets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who opened it: the owner or a colleague. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ticketCategories.id),
    subCategoryId: integer("sub_category_id").references(() => ticketSubCategories.id),
    importance: text("importance").notNull(),
    stateId: smallint("state_id").notNull().default(2),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    smsNotification: boolean("sms_notification").notNull().default(false),
    userSeen: boolean("user_seen").notNull().default(true),
    adminSeen: boolean("admin_seen").notNull().default(false),
    rate: smallint("rate"),
    rateComment: text("rate_comment"),
    closeDesc: text("close_desc"),
    closedAt: stamp("closed_at"),
    feedback: text("feedback").notNull().default("none"),
    feedbackSolved: boolean("feedback_solved"),
    feedbackComment: text("feedback_comment"),
    createdAt: createdAt(),
    /** The last message or change: the list's order. */
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("tickets_user_idx").on(t.userId, t.type, t.updatedAt),
    index("tickets_user_state_idx").on(t.userId, t.stateId),
  ],
);

/** The messages of a request after its first: the account's replies and support's answers. */
export const ticketInteractions = pgTable(
  "ticket_interactions",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    /** user or support. */
    from: text("from").notNull(),
    /** The member who wrote a user's message; null for support's. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Support's agent as shown to the customer. */
    agentName: text("agent_name"),
    description: text("description").notNull(),
    /** The account's rating of support's answer, 1–5. */
    rate: smallint("rate"),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_interactions_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** Files of a request or of one of its messages, kept in the database (DESIGN "Files"). */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    /** Null for the files sent with the request itself. */
    interactionId: integer("interaction_id").references(() => ticketInteractions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    body: bytea("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_attachments_ticket_idx").on(t.ticketId), index("ticket_attachments_user_idx").on(t.userId)],
);

/**
 * Every file of the account in one list (file management, spec §2 `/file-management`): exports
 * written in the background, and the documents and ticket attachments whose bytes live in their
 * own tables (referenced, never copied). An export's bytes are its parts (account_file_parts).
 * While `state` is writing, the process holding the lease (`lease_owner` until `lease_until`)
 * writes it; a lease left to expire is taken over by another process on the same database.
 */
export const accountFiles = pgTable(
  "account_files",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member who made it (the owner or a colleague); null for what support attached. */
    memberId: integer("member_id").references(() => users.id, { onDelete: "set null" }),
    /** exports, uploads, documents or tickets (lib/contract/account-files.ts). */
    category: text("category").notNull(),
    /** What it holds: contacts, phonebook, document, ticket_attachment… */
    source: text("source").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    /** writing, ready or failed. */
    state: text("state").notNull().default("ready"),
    rowsDone: integer("rows_done").notNull().default(0),
    rowsTotal: integer("rows_total").notNull().default(0),
    /** What the background writer reads to write it (the export's filters and format). */
    job: jsonb("job").$type<Record<string, unknown>>(),
    leaseOwner: text("lease_owner"),
    leaseUntil: stamp("lease_until"),
    /** A document: its bytes stay in user_files. */
    userFileId: integer("user_file_id").references(() => userFiles.id, { onDelete: "cascade" }),
    /** A ticket's attachment: its bytes stay in ticket_attachments. */
    ticketAttachmentId: integer("ticket_attachment_id").references(() => ticketAttachments.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
    finishedAt: stamp("finished_at"),
  },
  (t) => [
    index("account_files_user_idx").on(t.userId, t.id),
    index("account_files_writing_idx").on(t.state, t.leaseUntil),
    uniqueIndex("account_files_user_file_key").on(t.userFileId),
    uniqueIndex("account_files_ticket_attachment_key").on(t.ticketAttachmentId),
  ],
);

/** An export's bytes, in parts of about a megabyte, read in order to stream the download. */
export const accountFileParts = pgTable(
  "account_file_parts",
  {
    fileId: integer("file_id")
      .notNull()
      .references(() => accountFiles.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    body: bytea("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

export const faqCategories = pgTable("faq_categories", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * A frequently asked question. `searchText` is the question and answer normalised for Persian
 * (support/normalize.ts); the full-text index reads it.
 */
export const faqItems = pgTable(
  "faq_items",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    searchText: text("search_text").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("faq_items_category_idx").on(t.categoryId, t.sortOrder),
    index("faq_items_search_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

/**
 * An application's key to the account's API (issue: developers): stored hashed, shown once. Its
 * `prefix` names it in lists; `allowedAddresses` are IPv4/IPv6 addresses or CIDR ranges (empty:
 * any address); `rateLimit` calls a second (null: the default setting). A deleted key keeps its
 * row (`deletedAt`) so the call log still names it; it never authenticates again.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member who made it. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    allowedAddresses: jsonb("allowed_addresses").$type<string[]>().notNull().default([]),
    rateLimit: integer("rate_limit"),
    createdAt: createdAt(),
    lastUsedAt: stamp("last_used_at"),
    deletedAt: stamp("deleted_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_key").on(t.keyHash), index("api_keys_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Every call made with a key, kept 30 days, written in batches after the answer: its request and
 * answer with secrets removed and bodies cut at 10 KB.
 */
export const apiCalls = pgTable(
  "api_calls",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    path: text("path").notNull(),
    query: text("query"),
    status: smallint("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    clientAddress: text("client_address"),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>(),
    requestBody: text("request_body"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    // In the log's order (newest first, id breaking ties), so a page is read off the index at any depth.
    index("api_calls_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("api_calls_key_idx").on(t.keyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("api_calls_created_idx").on(t.createdAt),
  ],
);

/**
 * An owner's webhook endpoint: the URL, the events it takes, its signing secret (Standard
 * Webhooks `whsec_…`) and the previous one for a day after a rotation; `state` active, failing
 * (retries ran out: the owner was told) or disabled.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    secretRotatedAt: stamp("secret_rotated_at"),
    state: text("state").notNull().default("active"),
    failingSince: stamp("failing_since"),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/**
 * One message to one endpoint (`webhook-id` = `messageId`), tried until it is answered 2xx or 24
 * hours of backoff have passed. Delivery-status events of a send are gathered into one message a
 * second per endpoint and send (`batchKey`).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    batchKey: text("batch_key"),
    payload: jsonb("payload").notNull(),
    /** pending, delivered or failed. */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at").notNull().defaultNow(),
    lastStatus: smallint("last_status"),
    lastError: text("last_error"),
    lastResponse: text("last_response"),
    lastDurationMs: integer("last_duration_ms"),
    createdAt: createdAt(),
    deliveredAt: stamp("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_message_key").on(t.endpointId, t.messageId),
    index("webhook_deliveries_due_idx").on(t.state, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

/** Each try of a delivery: when, the answer's status (null when no answer came), how long, and why it failed. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: createdAt(),
    status: smallint("status"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    response: text("response"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);

/**
 * Secretaries (general messaging): SMS arriving on `receive_line_id`, a line that receives and is
 * the owner's own, are answered from `reply_line_id` while `active` and before `expires_at`.
 * `type` is lib/contract/secretaries.ts's (1 received message … 6 visit), and `config` holds that
 * type's own fields as the owner sent them. Every sender joins `phonebook_id` when one is chosen.
 */
export const secretaries = pgTable(
  "secretaries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: smallint("type").notNull(),
    receiveLineId: integer("receive_line_id")
      .notNull()
      .references(() => senderLines.id),
    replyLineId: integer("reply_line_id")
      .notNull()
      .references(() => senderLines.id),
    phonebookId: integer("phonebook_id").references(() => phonebooks.id, { onDelete: "set null" }),
    config: jsonb("config").$type<SecretaryConfig>().notNull(),
    expiresAt: stamp("expires_at"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("secretaries_user_idx").on(t.userId, t.id), index("secretaries_receive_line_idx").on(t.receiveLineId)],
);

/**
 * What a secretary received, with what it made of it (`kind`: lib/contract/secretaries.ts), the
 * option voted or the visit's count (`number`), the answer and how it went (`answer_state`: sent
 * as `answer_send_id`, no_credit, or none). A number's first contest answer and its one vote are
 * unique, so two messages at once can never both count.
 */
export const secretaryMessages = pgTable(
  "secretary_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    secretaryId: integer("secretary_id")
      .notNull()
      .references(() => secretaries.id, { onDelete: "cascade" }),
    msisdn: text("msisdn").notNull(),
    message: text("message").notNull(),
    kind: text("kind").notNull(),
    number: integer("number"),
    answer: text("answer"),
    answerState: text("answer_state").notNull().default("none"),
    answerSendId: bigint("answer_send_id", { mode: "number" }),
    receivedAt: stamp("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("secretary_messages_secretary_idx").on(t.secretaryId, t.id),
    index("secretary_messages_sender_idx").on(t.secretaryId, t.msisdn),
    uniqueIndex("secretary_messages_first_attempt_key")
      .on(t.secretaryId, t.msisdn)
      .where(sql`${t.kind} in ('correct', 'wrong', 'vote')`),
  ],
);

/** A gift secretary's codes: each handed to one number, once, in the order they were added. */
export const secretaryGiftCodes = pgTable(
  "secretary_gift_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    secretaryId: integer("secretary_id")
      .notNull()
      .references(() => secretaries.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    msisdn: text("msisdn"),
    givenAt: stamp("given_at"),
  },
  (t) => [
    uniqueIndex("secretary_gift_codes_code_key").on(t.secretaryId, t.code),
    uniqueIndex("secretary_gift_codes_msisdn_key")
      .on(t.secretaryId, t.msisdn)
      .where(sql`${t.msisdn} is not null`),
    index("secretary_gift_codes_free_idx")
      .on(t.secretaryId, t.id)
      .where(sql`${t.msisdn} is null`),
  ],
);

/** A contest's draw: `count` winners among its correct answers, picked by `seed` so anyone can repeat it. */
export const secretaryDraws = pgTable(
  "secretary_draws",
  {
    id: serial("id").primaryKey(),
    secretaryId: integer("secretary_id")
      .notNull()
      .references(() => secretaries.id, { onDelete: "cascade" }),
    seed: text("seed").notNull(),
    count: integer("count").notNull(),
    /** How many correct answers it drew among, in order of arrival. */
    pool: integer("pool").notNull(),
    winners: text("winners").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("secretary_draws_secretary_idx").on(t.secretaryId, t.id)],
);

/**
 * Code readers (advanced reader): SMS arriving on `receive_line_id` are checked against the
 * reader's codes and answered from `reply_line_id` while `active` and before `expires_at`.
 * `variables` names the codes file's columns after the code's; `upload` counts the files taken
 * (a replacing file's codes carry its number, and those without it go). `codes_total` and
 * `codes_used` are kept with the codes so that a list of readers counts nothing.
 */
export const codeReaders = pgTable(
  "code_readers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    receiveLineId: integer("receive_line_id")
      .notNull()
      .references(() => senderLines.id),
    replyLineId: integer("reply_line_id")
      .notNull()
      .references(() => senderLines.id),
    phonebookId: integer("phonebook_id").references(() => phonebooks.id, { onDelete: "set null" }),
    correctAnswer: text("correct_answer").notNull(),
    repeatedAnswer: text("repeated_answer").notNull(),
    wrongAnswer: text("wrong_answer").notNull(),
    variables: text("variables").array().notNull(),
    upload: integer("upload").notNull().default(0),
    codesTotal: integer("codes_total").notNull().default(0),
    codesUsed: integer("codes_used").notNull().default(0),
    expiresAt: stamp("expires_at"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("code_readers_user_idx").on(t.userId, t.id),
    index("code_readers_receive_line_idx").on(t.receiveLineId),
  ],
);

/**
 * A reader's codes: `code` as the file wrote it, `form` as an SMS is compared (lib/secretaries/
 * match-form.ts), unique per reader so that a lookup is one probe of that index at any count;
 * `vars` in the order of the reader's `variables`; the first use (`used_by`, `used_at`) and how
 * many times it was sent.
 */
export const codeReaderCodes = pgTable(
  "code_reader_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    readerId: integer("reader_id")
      .notNull()
      .references(() => codeReaders.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    form: text("form").notNull(),
    vars: text("vars").array(),
    upload: integer("upload").notNull(),
    usedBy: text("used_by"),
    usedAt: stamp("used_at"),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [
    uniqueIndex("code_reader_codes_form_key").on(t.readerId, t.form),
    index("code_reader_codes_reader_idx").on(t.readerId, t.id),
  ],
);

/** What a reader received: the code it matched (null for a wrong one), the answer and how it went. */
export const codeReaderMessages = pgTable(
  "code_reader_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    readerId: integer("reader_id")
      .notNull()
      .references(() => codeReaders.id, { onDelete: "cascade" }),
    msisdn: text("msisdn").notNull(),
    message: text("message").notNull(),
    code: text("code"),
    kind: text("kind").notNull(),
    answer: text("answer"),
    answerState: text("answer_state").notNull().default("none"),
    answerSendId: bigint("answer_send_id", { mode: "number" }),
    receivedAt: stamp("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("code_reader_messages_reader_idx").on(t.readerId, t.id),
    index("code_reader_messages_kind_idx").on(t.readerId, t.kind, t.id),
  ],
);
