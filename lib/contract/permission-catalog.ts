import type { Permission } from "./permissions";

/**
 * The permissions of lib/contract/permissions.ts grouped by area with their Persian titles, as
 * `acl/partner/permission_list` answers them (a test holds that each appears exactly once).
 */
export const PERMISSION_GROUPS = [
  {
    id: "send",
    title: "ارسال پیامک",
    permissions: [
      { id: "send.quick", title: "ارسال سریع" },
      { id: "send.phonebook", title: "ارسال به دفترچه تلفن" },
      { id: "send.file", title: "ارسال از فایل" },
      { id: "send.keyword", title: "ارسال کلمه کلیدی" },
      { id: "send.peer_to_peer", title: "ارسال نظیر به نظیر" },
      { id: "send.business", title: "ارسال به مشاغل" },
      { id: "send.map", title: "ارسال روی نقشه" },
      { id: "send.postal_code", title: "ارسال بر پایهٔ کد پستی" },
      { id: "send.city_province", title: "ارسال به استان و شهر" },
      { id: "send.tower", title: "ارسال به دکل ایرانسل" },
      { id: "send.pattern", title: "ارسال پیامک الگو" },
    ],
  },
  {
    id: "reports",
    title: "گزارش‌ها",
    permissions: [
      { id: "reports.view", title: "مشاهده و دریافت گزارش ارسال‌ها" },
      { id: "reports.cancel", title: "توقف ارسال‌ها" },
    ],
  },
  {
    id: "inbox",
    title: "پیامک‌های دریافتی",
    permissions: [
      { id: "inbox.view", title: "مشاهده و دریافت پیامک‌های دریافتی" },
      { id: "inbox.manage", title: "خواندن و حذف پیامک‌های دریافتی" },
    ],
  },
  {
    id: "contacts",
    title: "مخاطبان",
    permissions: [
      { id: "contacts.view", title: "مشاهدهٔ مخاطبان و دفترچه‌ها" },
      { id: "contacts.edit", title: "افزودن، ویرایش و حذف مخاطبان و دفترچه‌ها" },
      { id: "contacts.import", title: "ورود مخاطبان از فایل" },
      { id: "contacts.export", title: "خروجی گرفتن از مخاطبان" },
    ],
  },
  {
    id: "patterns",
    title: "پیامک الگو",
    permissions: [
      { id: "patterns.view", title: "مشاهدهٔ الگوها" },
      { id: "patterns.edit", title: "ساخت، ویرایش و حذف الگوها" },
    ],
  },
  {
    id: "predefined_messages",
    title: "پیام‌های از پیش تعریف‌شده",
    permissions: [
      { id: "predefined_messages.view", title: "مشاهدهٔ پیام‌های از پیش تعریف‌شده" },
      { id: "predefined_messages.edit", title: "افزودن، ویرایش و حذف پیام‌های از پیش تعریف‌شده" },
    ],
  },
  {
    id: "secretaries",
    title: "منشی",
    permissions: [{ id: "secretaries.manage", title: "مدیریت منشی‌ها" }],
  },
  {
    id: "wallet",
    title: "کیف پول",
    permissions: [
      { id: "wallet.view", title: "مشاهدهٔ اعتبار" },
      { id: "wallet.pay", title: "افزایش اعتبار و پرداخت" },
      { id: "transactions.view", title: "تاریخچهٔ تراکنش‌ها" },
    ],
  },
  {
    id: "files",
    title: "مدیریت فایل‌ها",
    permissions: [{ id: "files.manage", title: "مدیریت فایل‌ها" }],
  },
  {
    id: "tickets",
    title: "پشتیبانی",
    permissions: [{ id: "tickets.manage", title: "درخواست‌های پشتیبانی" }],
  },
  {
    id: "developers",
    title: "برنامه‌نویسان",
    permissions: [
      { id: "developers.api_keys", title: "مدیریت کلیدهای API" },
      { id: "developers.api_calls", title: "گزارش فراخوانی‌های API" },
    ],
  },
  {
    id: "profile",
    title: "پروفایل حساب",
    permissions: [
      { id: "profile.view", title: "مشاهدهٔ پروفایل حساب" },
      { id: "profile.edit", title: "ویرایش پروفایل حساب" },
    ],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  permissions: readonly { id: Permission; title: string }[];
}[];
