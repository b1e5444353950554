import { AreaMenu, type AreaMenuItem } from "@/components/layout/area-menu";

const CONTACTS_MENU: readonly AreaMenuItem[] = [
  {
    href: "/contacts/all-contacts",
    title: "همهٔ مخاطبان",
    description: "جستجو، افزودن، ویرایش و خروجی مخاطبان",
    icon: "contacts",
  },
  {
    href: "/contacts/all-groups",
    title: "گروه‌ها",
    description: "دفترچه‌های تلفن و شمار مخاطبان هر یک",
    icon: "phonebook",
  },
  {
    href: "/contacts/manage-more-features",
    title: "ویژگی‌های بیشتر",
    description: "ویژگی‌های دلخواه مخاطبان",
    icon: "grid",
  },
  {
    href: "/contacts/blacklist",
    title: "فهرست سیاه",
    description: "شماره‌هایی که پیامک نمی‌گیرند یا نمی‌فرستند",
    icon: "user",
  },
  {
    href: "/contacts/cancel_11",
    title: "لغو۱۱",
    description: "شماره‌هایی که با ارسال ۱۱ لغو عضویت کرده‌اند",
    icon: "message",
  },
];

/** The contacts area on a phone: one entry per screen. */
export function ContactsMobileMenu() {
  return <AreaMenu label="بخش‌های مخاطبان" items={CONTACTS_MENU} />;
}
