/** The developers' own pages reached from one another: keys, the calls they made, and webhooks. */
export const DEVELOPERS_PAGES = [
  { href: "/developers/api-keys", title: "کلیدهای API" },
  { href: "/developers/api-calls", title: "گزارش فراخوانی‌ها" },
  { href: "/developers/webhooks", title: "وب‌هوک‌ها" },
] as const;
