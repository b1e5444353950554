import * as z from "zod/mini";
import { isIsoDay } from "../date/iso-day";
import { EXPORT_FORMATS, idSchema } from "./common";
import { pagedEnvelope } from "./envelope";

/**
 * The account's activity log (the owner answers for members' activity, spec §6): every write by
 * any member, owner included, recorded by the upstream. `GET user/activity_log` lists it (newest
 * first), `GET user/activity_log/export` downloads what the same filters keep. Nothing changes or
 * deletes an entry.
 */

export const ACTIVITY_KINDS = [
  "sign_in",
  "send",
  "cancel",
  "contacts",
  "import",
  "export",
  "inbox",
  "payment",
  "profile",
  "security",
  "settings",
  "colleagues",
  "roles",
  "patterns",
  "predefined_messages",
  "secretaries",
  "files",
  "tickets",
  "api_keys",
  "webhooks",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_TITLES: Record<ActivityKind, string> = {
  sign_in: "ورود",
  send: "ارسال پیامک",
  cancel: "توقف ارسال",
  contacts: "مخاطبان و دفترچه‌ها",
  import: "ورود از فایل",
  export: "خروجی گرفتن",
  inbox: "پیامک‌های دریافتی",
  payment: "پرداخت",
  profile: "پروفایل",
  security: "امنیت",
  settings: "تنظیمات",
  colleagues: "همکاران",
  roles: "سطوح دسترسی",
  patterns: "پیامک الگو",
  predefined_messages: "پیام‌های از پیش تعریف‌شده",
  secretaries: "منشی",
  files: "فایل‌ها",
  tickets: "پشتیبانی",
  api_keys: "کلیدهای API",
  webhooks: "وب‌هوک‌ها",
};

export const ACTIVITY_MESSAGES = {
  kindInvalid: "نوع فعالیت را از میان گزینه‌ها انتخاب کنید",
  dayInvalid: "تاریخ معتبر نیست",
  rangeInverted: "تاریخ پایان باید پس از تاریخ شروع باشد",
} as const;

const activitySchema = z.object({
  id: z.number().check(z.int()),
  member_id: z.number().check(z.int()),
  /** The member's name as it was then. */
  member_name: z.string(),
  /** Whether the member is the owner (not a colleague). */
  by_owner: z.boolean(),
  kind: z.enum(ACTIVITY_KINDS),
  /** A Persian sentence saying what was done. */
  text: z.string(),
  /** The panel path of the object, when it has one. */
  link: z.nullable(z.string()),
  client_address: z.nullable(z.string()),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListResponseSchema = pagedEnvelope(activitySchema);

/** An ISO day (YYYY-MM-DD), both ends of the range included, in Tehran's calendar days. */
const isoDay = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, ACTIVITY_MESSAGES.dayInvalid),
    z.refine(isIsoDay, ACTIVITY_MESSAGES.dayInvalid),
  );

const activityFilterFields = {
  member_id: z.optional(idSchema),
  kind: z.optional(z.enum(ACTIVITY_KINDS, { error: ACTIVITY_MESSAGES.kindInvalid })),
  from_day: z.optional(isoDay),
  to_day: z.optional(isoDay),
};

const rangeInOrder = z.refine<{ from_day?: string; to_day?: string }>(
  (f) => !f.from_day || !f.to_day || f.from_day <= f.to_day,
  { path: ["to_day"], message: ACTIVITY_MESSAGES.rangeInverted },
);

/** GET user/activity_log?page&per_page&member_id&kind&from_day&to_day */
export const activityListQuerySchema = z
  .object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
    ...activityFilterFields,
  })
  .check(rangeInOrder);

/** GET user/activity_log/export?<filters>&format=csv|xlsx */
export const activityExportQuerySchema = z
  .object({ ...activityFilterFields, format: z._default(z.enum(EXPORT_FORMATS), "xlsx") })
  .check(rangeInOrder);
