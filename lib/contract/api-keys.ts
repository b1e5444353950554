import * as z from "zod/mini";
import { isIsoDay } from "../date/iso-day";
import { parseRange } from "../validation/ip-ranges";
import { otpField } from "./account-fields";
import { idSchema, searchTextSchema } from "./common";
import { envelope } from "./envelope";

/**
 * API keys and the log of their calls (spec §2 developers, §7 `acl/api_key/*`). A key works as the
 * raw `Authorization` value on every /v1/api call a session token works on, with the permissions
 * of the account's owner, from the addresses it allows. Keys are stored only as a hash, so a key is
 * shown once, when made; `show` cannot read it back: with a fresh code it ROTATES the key's secret
 * and shows the new one, once (the old one stops working at that moment).
 */

export const API_KEY_RULES = {
  titleMin: 2,
  titleMax: 100,
  /** Entries in a key's list of allowed addresses; none means any address. */
  addressesMax: 20,
  /** Rows of the call log per page. */
  callsPerPageMax: 100,
  /** Days the call log keeps a call. */
  callsKeptDays: 30,
  /** What the log keeps of a request's or an answer's body. */
  bodyKeptBytes: 10 * 1024,
} as const;

export const API_KEY_MESSAGES = {
  titleRequired: "عنوان کلید را وارد کنید",
  titleShort: "عنوان کلید باید دست‌کم ۲ نویسه باشد",
  titleLong: "عنوان کلید حداکثر ۱۰۰ نویسه است",
  addressesList: "نشانی‌های مجاز باید فهرستی از نشانی‌های IP باشند",
  addressesTooMany: "حداکثر ۲۰ نشانی یا بازهٔ مجاز می‌توان وارد کرد",
  /** `{entry}` is what was typed. */
  addressInvalid: "«{entry}» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست",
  addressRepeated: "«{entry}» تکراری است",
  codeWrong: "کد تأیید درست نیست",
  codeNotRequested: "کد تأییدی فرستاده نشده است؛ کد تازه درخواست کنید.",
  keyNotFound: "کلید API پیدا نشد",
  callNotFound: "فراخوانی پیدا نشد",
  statusClassInvalid: "دستهٔ وضعیت را از میان ۲xx، ۴xx و ۵xx انتخاب کنید",
  dayInvalid: "تاریخ معتبر نیست",
  rangeInverted: "تاریخ پایان باید پس از تاریخ شروع باشد",
  cursorInvalid: "نشانگر صفحه معتبر نیست",
} as const;

const titleField = z.pipe(
  z.string({ error: API_KEY_MESSAGES.titleRequired }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, API_KEY_MESSAGES.titleRequired),
      z.minLength(API_KEY_RULES.titleMin, API_KEY_MESSAGES.titleShort),
      z.maxLength(API_KEY_RULES.titleMax, API_KEY_MESSAGES.titleLong),
    ),
);

/**
 * The allowed addresses: each a single IPv4/IPv6 address or a CIDR range, checked one by one so
 * the message stands beside the entry (`allowed_addresses.N`) and names it; at most 20; empty
 * means any address.
 */
const allowedAddressesField = z
  .array(z.pipe(z.string({ error: API_KEY_MESSAGES.addressesList }), z.string().check(z.trim())), {
    error: API_KEY_MESSAGES.addressesList,
  })
  .check(
    z.maxLength(API_KEY_RULES.addressesMax, API_KEY_MESSAGES.addressesTooMany),
    z.superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const shown = entry.slice(0, 60);
        if (!parseRange(entry)) {
          ctx.issues.push({
            code: "custom",
            input: entry,
            path: [index],
            message: API_KEY_MESSAGES.addressInvalid.replace("{entry}", shown),
          });
        } else if (seen.has(entry)) {
          ctx.issues.push({
            code: "custom",
            input: entry,
            path: [index],
            message: API_KEY_MESSAGES.addressRepeated.replace("{entry}", shown),
          });
        }
        seen.add(entry);
      });
    }),
  );

/** The form before the code: title and allowed addresses. */
const apiKeyFieldsSchema = z.object({ title: titleField, allowed_addresses: allowedAddressesField });

/** POST acl/api_key/create {title, allowed_addresses, code}: the code sent by `acl/api_key/otp`. */
export const apiKeyCreateRequestSchema = z.extend(apiKeyFieldsSchema, { code: otpField });
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** POST acl/api_key/show {id, code}: rotates the key's secret and shows the new key once. */
export const apiKeyShowRequestSchema = z.object({ id: idSchema, code: otpField });

/** DELETE acl/api_key {id} (or `?id=`): the key stops working at once. */
export const apiKeyDeleteRequestSchema = z.object({ id: idSchema });

const apiKeyRowSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** The key's first characters (`ipk_` and six more), to tell keys apart; never the key. */
  prefix: z.string(),
  allowed_addresses: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  /** Calls made with it since midnight, Tehran time. */
  calls_today: z.number().check(z.int()),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

/** GET acl/api_key/list: the account's keys, newest first, without their secrets. */
export const apiKeyListResponseSchema = envelope(z.array(apiKeyRowSchema));

/** create and show: the key itself, in `key`, this once. */
export const apiKeySecretResponseSchema = envelope(z.extend(apiKeyRowSchema, { key: z.string() }));

/** POST acl/api_key/otp: a code sent to the owner's mobile now, or not yet (the one sent still works). */
export const apiKeyCodeResponseSchema = envelope(
  z.object({ sent: z.boolean(), mobile: z.string(), resend_in: z.number().check(z.int()) }),
);

// ── The log of calls made with keys ──

const STATUS_CLASSES = ["2xx", "4xx", "5xx"] as const;

const isoDay = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, API_KEY_MESSAGES.dayInvalid), z.refine(isIsoDay, API_KEY_MESSAGES.dayInvalid));

/**
 * GET acl/api_key/calls?key_id&status_class&path&from_day&to_day&cursor&per_page: newest first;
 * `from_day`/`to_day` are Tehran calendar days (`YYYY-MM-DD`, the panel picks them as Jalali
 * days), both included; `cursor` is the answer's `next_cursor` (keyset paging: a page deep in a
 * million rows reads as fast as the first).
 */
export const apiCallListQuerySchema = z
  .object({
    key_id: z.optional(idSchema),
    status_class: z.optional(z.enum(STATUS_CLASSES, { error: API_KEY_MESSAGES.statusClassInvalid })),
    path: z.optional(z.pipe(searchTextSchema, z.string().check(z.maxLength(200)))),
    from_day: z.optional(isoDay),
    to_day: z.optional(isoDay),
    cursor: z.optional(z.string().check(z.regex(/^\d{1,15}\.\d{1,18}$/, API_KEY_MESSAGES.cursorInvalid))),
    per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(API_KEY_RULES.callsPerPageMax)), 20),
  })
  .check(
    z.refine((f) => !f.from_day || !f.to_day || f.from_day <= f.to_day, {
      path: ["to_day"],
      message: API_KEY_MESSAGES.rangeInverted,
    }),
  );
export type ApiCallListQuery = z.infer<typeof apiCallListQuerySchema>;

const apiCallRowSchema = z.object({
  id: z.number().check(z.int()),
  key_id: z.number().check(z.int()),
  key_title: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().check(z.int()),
  duration_ms: z.number().check(z.int()),
  client_address: z.nullable(z.string()),
  created_at: z.string(),
});
export type ApiCallRow = z.infer<typeof apiCallRowSchema>;

/** A page of calls and the cursor of the next one (null on the last). */
export const apiCallListResponseSchema = envelope(
  z.object({ calls: z.array(apiCallRowSchema), next_cursor: z.nullable(z.string()) }),
);

/**
 * GET acl/api_key/calls/:id: the call with its request and answer, headers and bodies. Secrets are removed
 * (Authorization, Cookie and every header or JSON field named like a password, token, key,
 * secret, code or otp reads `[removed]`) and a body longer than 10 KB is cut, saying so.
 */
export const apiCallDetailResponseSchema = envelope(
  z.extend(apiCallRowSchema, {
    query: z.nullable(z.string()),
    request_headers: z.record(z.string(), z.string()),
    response_headers: z.record(z.string(), z.string()),
    request_body: z.nullable(z.string()),
    response_body: z.nullable(z.string()),
  }),
);
export type ApiCallDetail = z.infer<typeof apiCallDetailResponseSchema>["data"];
