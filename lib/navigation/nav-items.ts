import type { Access } from "@/lib/contract/permissions";
import type { PanelIconName } from "@/lib/ui/panel-icon-names";
import { canOpenPage } from "./page-access";

/**
 * The panel's navigation as data (spec §2): one list drives the desktop sidebar and the mobile
 * bottom bar. An area appears only once its pages exist: set `ready` when they land.
 */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon: PanelIconName;
  /** Its pages exist; items that are not ready are never rendered. */
  ready: boolean;
  /** Also shown in the mobile bottom bar. */
  bottomBar?: boolean;
  /** Sub-pages shown under the item in the sidebar (secretaries, programmers). */
  children?: NavItem[];
  /** A live count beside the label. */
  badge?: NavBadgeKind;
}

/** Counts a navigation item can show: the received SMS not read yet, the requests with an answer not seen yet. */
export type NavBadgeKind = "inbox-unread" | "tickets-unseen";

export interface NavGroup {
  id: string;
  /** A heading above the group in the sidebar; the first group has none. */
  title?: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: "main",
    items: [
      { id: "home", label: "خانه", href: "/dashboard", icon: "home", ready: true, bottomBar: true },
      { id: "send-sms", label: "ارسال پیامک", href: "/send-sms", icon: "send", ready: true, bottomBar: true },
      { id: "reports", label: "گزارش‌ها", href: "/reports", icon: "report", ready: true, bottomBar: true },
      { id: "inbox", label: "پیامک‌های دریافتی", href: "/inbox", icon: "inbox", ready: true, badge: "inbox-unread" },
      {
        id: "predefined-messages",
        label: "پیام‌های از پیش تعریف‌شده",
        href: "/predefined-messages",
        icon: "message",
        ready: true,
      },
      { id: "contacts", label: "مخاطبان", href: "/contacts", icon: "contacts", ready: true, bottomBar: true },
    ],
  },
  {
    id: "services",
    title: "سرویس‌ها",
    items: [
      { id: "facilities", label: "امکانات پنل", href: "/facilities", icon: "grid", ready: true },
      { id: "pattern", label: "پیامک الگو", href: "/pattern", icon: "pattern", ready: true },
      { id: "colleagues", label: "همکاران", href: "/colleagues", icon: "users", ready: true },
      {
        id: "secretary",
        label: "منشی",
        href: "/secretary/received-message/inbox",
        icon: "secretary",
        ready: true,
        children: [
          {
            id: "secretary-received-message",
            label: "منشی پیام دریافتی",
            href: "/secretary/received-message/inbox",
            icon: "inbox",
            ready: true,
          },
          {
            id: "secretary-keywords",
            label: "منشی کلمه کلیدی",
            href: "/secretary/keywords/list",
            icon: "key",
            ready: true,
          },
        ],
      },
      {
        id: "developers",
        label: "برنامه‌نویسان",
        href: "/developers/plugins",
        icon: "code",
        ready: true,
        children: [
          { id: "developers-plugins", label: "افزونه‌ها", href: "/developers/plugins", icon: "grid", ready: true },
          { id: "developers-api-keys", label: "کلیدهای API", href: "/developers/api-keys", icon: "key", ready: true },
          { id: "developers-documents", label: "مستندات", href: "/developers/documents", icon: "news", ready: true },
        ],
      },
    ],
  },
  {
    id: "finance",
    title: "مالی",
    items: [
      { id: "wallet", label: "کیف پول", href: "/wallet/credit", icon: "wallet", ready: true, bottomBar: true },
      { id: "transactions", label: "تاریخچه تراکنش‌ها", href: "/wallet/transactions", icon: "receipt", ready: true },
      { id: "plans", label: "پنل‌ها", href: "/plans", icon: "grid", ready: true },
      { id: "file-management", label: "مدیریت فایل‌ها", href: "/file-management", icon: "folder", ready: true },
    ],
  },
  {
    id: "support",
    title: "پشتیبانی",
    items: [
      {
        id: "support-tickets",
        label: "درخواست‌ها",
        href: "/support",
        icon: "ticket",
        ready: true,
        badge: "tickets-unseen",
      },
      { id: "support-contact", label: "اطلاعات تماس", href: "/support/contact-info", icon: "support", ready: true },
    ],
  },
  {
    id: "account",
    title: "حساب",
    items: [{ id: "settings", label: "ترجیحات پنل", href: "/settings", icon: "user", ready: true }],
  },
];

/**
 * Keeps only what can be opened: ready items the member's role reaches (the access map of
 * page-access.ts), the same of children, and a parent whose children are all hidden disappears
 * with them. Groups left empty are dropped.
 */
export function visibleNavGroups(groups: NavGroup[] = NAV_GROUPS, access: Access = "all"): NavGroup[] {
  const opens = (item: NavItem) => item.ready && canOpenPage(item.href, access);
  const visibleItem = (item: NavItem): NavItem | null => {
    if (!item.children) return opens(item) ? item : null;
    const children = item.children.filter(opens);
    if (children.length === 0) return null;
    return { ...item, href: children[0]!.href, children };
  };
  return groups
    .map((group) => ({
      ...group,
      items: group.items.map(visibleItem).filter((item): item is NavItem => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

/** The mobile bottom bar: the visible items marked for it, in list order. */
export function bottomBarItems(groups: NavGroup[] = NAV_GROUPS, access: Access = "all"): NavItem[] {
  return visibleNavGroups(groups, access).flatMap((group) => group.items.filter((item) => item.bottomBar));
}

/**
 * The phone's «بیشتر» page: every visible area the bottom bar has no room for, in its sidebar
 * group, with a parent's sub-pages listed as entries of their own.
 */
export function moreMenuGroups(groups: NavGroup[] = NAV_GROUPS, access: Access = "all"): NavGroup[] {
  return visibleNavGroups(groups, access)
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !item.bottomBar).flatMap((item) => item.children ?? [item]),
    }))
    .filter((group) => group.items.length > 0);
}

/** The page of the phone's «بیشتر» entry (mobile-only). */
export const MORE_MENU_HREF = "/menu";

/** Whether a link is the current page or one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (pathname === href) return true;
  const section = href.endsWith("/") ? href : `${href}/`;
  return pathname.startsWith(section);
}
