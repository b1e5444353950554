/**
 * The developers' pages, as a strip above each of them: the sidebar lists three (spec §2), and
 * the calls log and webhooks are reached from here, by whoever's role opens them.
 */
export const DEVELOPERS_PAGES = [
  { href: "/developers/plugins", title: "افزونه‌ها" },
  { href: "/developers/api-keys", title: "کلیدهای API" },
  { href: "/developers/api-calls", title: "گزارش فراخوانی‌ها" },
  { href: "/developers/webhooks", title: "وب‌هوک‌ها" },
  { href: "/developers/documents", title: "مستندات" },
] as const;
