import type { SendingType } from "./send";

/**
 * What a colleague's role can allow (`acl/partner/permission_list`), grouped by area. The account's
 * owner holds all of them and more: colleagues and roles, the two-step policy, the account's
 * documents and phone number are the owner's alone and never appear here.
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
] as const;

type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type Permission = PermissionGroup["permissions"][number]["id"];

export const PERMISSIONS: readonly Permission[] = PERMISSION_GROUPS.flatMap((group) =>
  group.permissions.map((p) => p.id),
);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Which permission a send of each `sending_type` needs: the send way the panel offers it from. */
export const SEND_PERMISSION: Record<SendingType, Permission> = {
  webservice: "send.quick",
  phonebook: "send.phonebook",
  file: "send.file",
  keyword: "send.keyword",
  keyword_phonebook: "send.keyword",
  peer_to_peer: "send.peer_to_peer",
  peer_to_peer_file: "send.peer_to_peer",
  job: "send.business",
  map: "send.map",
  postal_code: "send.postal_code",
  country: "send.city_province",
  tower: "send.tower",
};

export const SEND_PERMISSIONS: readonly Permission[] = PERMISSION_GROUPS[0].permissions.map((p) => p.id);

/**
 * What one member may do: the owner everything (`"all"`), a colleague their role's list. The
 * panel hides what is not allowed; the upstream refuses it with 403-8 either way.
 */
export type Access = "all" | readonly Permission[];

export function allows(access: Access, permission: Permission): boolean {
  return access === "all" || access.includes(permission);
}

export function allowsAny(access: Access, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => allows(access, p));
}
