import { PanelIcon } from "@/components/ui/panel-icon";
import type { PanelIconName } from "@/lib/ui/panel-icon-names";
import { PrefetchLink } from "@/components/layout/prefetch-link";

interface ContactsMenuItem {
  href: string;
  title: string;
  description: string;
  icon: PanelIconName;
}

const CONTACTS_MENU: readonly ContactsMenuItem[] = [
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
  return (
    <nav aria-label="بخش‌های مخاطبان">
      <ul className="flex flex-col gap-3">
        {CONTACTS_MENU.map((item) => (
          <li key={item.href}>
            <PrefetchLink
              href={item.href}
              className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-primary-soft"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <PanelIcon name={item.icon} className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-bold">{item.title}</span>
                <span className="text-sm leading-6 text-muted">{item.description}</span>
              </span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
