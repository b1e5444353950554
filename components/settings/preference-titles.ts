import type { Density, TabletLayout, ThemePreference, ToastKind } from "@/lib/contract/panel-preferences";

// The preferences' names as the settings page shows them.

export const THEME_TITLES: Record<ThemePreference, string> = {
  light: "روشن",
  dark: "تیره",
  system: "مطابق دستگاه",
};
export const DENSITY_TITLES: Record<Density, { title: string; description: string }> = {
  comfortable: { title: "راحت", description: "ردیف‌ها با فاصلهٔ بیشتر" },
  compact: { title: "فشرده", description: "ردیف‌های بیشتر در یک نگاه" },
};
export const TABLET_LAYOUT_TITLES: Record<TabletLayout, { title: string; description: string }> = {
  desktop: { title: "چیدمان رایانه", description: "منوی کناری و جدول‌ها" },
  phone: { title: "چیدمان موبایل", description: "نوار پایین و کارت‌ها" },
};
export const TOAST_TITLES: Record<ToastKind, { title: string; description: string }> = {
  payment_reviewed: { title: "بررسی واریز", description: "تأیید یا رد کارت به کارت و واریز بانکی" },
  pattern_reviewed: { title: "بررسی الگو", description: "تأیید یا رد الگوی پیامک" },
  ticket_answered: { title: "پاسخ پشتیبانی", description: "پاسخ، ارجاع یا بستن درخواست" },
  webhook_failing: { title: "خطای وب‌هوک", description: "وقتی یک وب‌هوک پیام‌ها را نپذیرد" },
};
