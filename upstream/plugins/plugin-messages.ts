/** What panel/plugins answers in Persian. */
export const PLUGIN_MESSAGES = {
  notFound: "افزونهٔ درخواست‌شده یافت نشد",
} as const;
