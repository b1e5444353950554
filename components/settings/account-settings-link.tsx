import { PrefetchLink } from "@/components/layout/prefetch-link";

/** The account's own settings (the low-balance alert, the default line, SMS notices) are another page. */
export function AccountSettingsLink() {
  return (
    <p className="rounded-2xl border border-border bg-surface p-4 text-sm leading-7 text-muted">
      هشدار کمبود اعتبار، خط پیش‌فرض ارسال و دریافت اعلان‌ها با پیامک در{" "}
      <PrefetchLink href="/profile/settings" className="font-medium text-primary underline-offset-4 hover:underline">
        تنظیمات حساب
      </PrefetchLink>{" "}
      است.
    </p>
  );
}
