import type { AreaMenuItem } from "@/components/layout/area-menu";

/** The profile's screens on a phone (spec §2): the account's sections, each on its own page, then the shared pages. */
export const PROFILE_MOBILE_SCREENS: readonly AreaMenuItem[] = [
  {
    href: "/profile/account-info",
    title: "اطلاعات حساب",
    description: "نام کاربری، موبایل، نوع کاربری و لوگو",
    icon: "user",
  },
  {
    href: "/profile/personal-info",
    title: "اطلاعات هویتی",
    description: "نام، کد ملی، تاریخ تولد و اطلاعات شرکت",
    icon: "contacts",
  },
  { href: "/profile/contact-info", title: "اطلاعات تماس", description: "ایمیل، وب‌سایت و تلفن ثابت", icon: "support" },
  { href: "/profile/address-info", title: "نشانی", description: "استان، شهر، کد پستی و نشانی", icon: "home" },
  {
    href: "/profile/documents",
    title: "مدارک",
    description: "مدارک لازم برای خرید خط اختصاصی و وضعیت بررسی آن‌ها",
    icon: "folder",
  },
  {
    href: "/profile/change-phone-number",
    title: "تغییر شماره موبایل",
    description: "تأیید شمارهٔ فعلی و شمارهٔ تازه، سپس بررسی کارشناس",
    icon: "message",
  },
  {
    href: "/profile/security-setting",
    title: "امنیت",
    description: "رمز عبور، ورود دومرحله‌ای، نشست‌ها و ورودهای اخیر",
    icon: "key",
  },
  { href: "/profile/tariffs", title: "تعرفه‌ها", description: "بهای هر پیامک به تفکیک خط و اپراتور", icon: "receipt" },
  {
    href: "/profile/settings",
    title: "تنظیمات",
    description: "هشدار کمبود اعتبار، خط پیش‌فرض و اعلان‌ها",
    icon: "grid",
  },
];

/** The profile's pages on a desktop, where the account's sections share /profile. */
export const PROFILE_DESKTOP_PAGES = [
  { href: "/profile", title: "حساب کاربری" },
  { href: "/profile/security-setting", title: "امنیت" },
  { href: "/profile/tariffs", title: "تعرفه‌ها" },
  { href: "/profile/settings", title: "تنظیمات" },
] as const;
