import * as z from "zod/mini";
import { envelope } from "./envelope";
import { lowCreditThresholdSchema } from "./payment";
import { DEFAULT_PANEL_PREFERENCES, panelPreferencesSchema, preferencesChangeSchema } from "./panel-preferences";

/** What the user may be told about, each by SMS or only in the panel (`user/setting`). */
export const NOTIFICATION_KINDS = ["low_credit", "payment_reviewed", "ticket_answered", "export_ready"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const NOTIFICATION_CHANNELS = ["sms", "panel"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A kind the user has not chosen for goes this way. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  low_credit: "sms",
  payment_reviewed: "panel",
  ticket_answered: "sms",
  export_ready: "panel",
};

export const NOTIFICATION_TITLES: Record<NotificationKind, { title: string; description: string }> = {
  low_credit: { title: "کمبود اعتبار", description: "وقتی اعتبار از آستانهٔ هشدار کمتر شود" },
  payment_reviewed: {
    title: "بررسی پرداخت",
    description: "وقتی کارت به کارت یا واریز بانکی شما تأیید یا رد شود",
  },
  ticket_answered: { title: "پاسخ پشتیبانی", description: "وقتی به درخواست پشتیبانی شما پاسخ داده شود" },
  export_ready: {
    title: "آماده شدن خروجی بزرگ",
    description: "وقتی خروجی بزرگی که در پس‌زمینه ساخته می‌شد در مدیریت فایل‌ها آماده شود",
  },
};

export const CHANNEL_TITLES: Record<NotificationChannel, string> = {
  sms: "پیامک و پنل",
  panel: "فقط در پنل",
};

const channelSchema = z.enum(NOTIFICATION_CHANNELS, { error: "روش اعلان را انتخاب کنید" });
const notificationsSchema = z.object({
  low_credit: channelSchema,
  payment_reviewed: channelSchema,
  ticket_answered: channelSchema,
  export_ready: channelSchema,
});
export type NotificationChannels = z.infer<typeof notificationsSchema>;

/**
 * `POST user/setting`: the low-balance threshold (null turns the alert off), the notifications'
 * channels, the panel's preferences, or any of them; what is left out stays as it was. Nothing
 * else is accepted.
 */
export const userSettingSchema = z
  .strictObject(
    {
      low_credit_threshold: z.optional(lowCreditThresholdSchema),
      notifications: z.optional(
        z.strictObject(z.partial(notificationsSchema).shape, {
          error: "روش اعلان فقط برای رویدادهای فهرست‌شده تعیین می‌شود",
        }),
      ),
      preferences: z.optional(preferencesChangeSchema),
    },
    { error: "تنظیمات فقط شامل هشدار اعتبار، روش اعلان‌ها و ترجیحات پنل است" },
  )
  .check(
    z.refine(
      (value) =>
        value.low_credit_threshold !== undefined ||
        value.notifications !== undefined ||
        value.preferences !== undefined,
      "تنظیمی برای ذخیره فرستاده نشده است",
    ),
  );

/** `GET user/setting` and the answer of its POST; the preferences are the signed-in member's own. */
export const userSettingResponseSchema = envelope(
  z.object({
    low_credit_threshold: z.nullable(z.number()),
    notifications: notificationsSchema,
    // An upstream that keeps no preferences leaves them out: the panel's defaults apply.
    preferences: z._default(panelPreferencesSchema, DEFAULT_PANEL_PREFERENCES),
  }),
);
export type UserSetting = z.infer<typeof userSettingResponseSchema>["data"];
