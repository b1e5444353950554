import { PrefetchLink } from "@/components/layout/prefetch-link";

/** From the account's settings to the panel's own preferences. */
export function PanelPreferencesLink() {
  return (
    <p className="rounded-2xl border border-border bg-surface p-4 text-sm leading-7 text-muted">
      پوسته، تراکم جدول‌ها، تعداد پیش‌فرض در صفحه و اعلان‌های لحظه‌ای در{" "}
      <PrefetchLink href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
        ترجیحات پنل
      </PrefetchLink>{" "}
      است.
    </p>
  );
}
