"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useAccess } from "@/lib/auth/access-context";

const ACCOUNT_SETTINGS = "/profile/settings";

/**
 * The account's own settings (the low-balance alert, the default line, SMS notices) are another
 * page, the owner's: a colleague, whose preferences here are their own, is not sent there.
 */
export function AccountSettingsLink() {
  const { canOpen } = useAccess();
  if (!canOpen(ACCOUNT_SETTINGS)) return null;
  return (
    <p className="rounded-2xl border border-border bg-surface p-4 text-sm leading-7 text-muted">
      هشدار کمبود اعتبار، خط پیش‌فرض ارسال و دریافت اعلان‌ها با پیامک در{" "}
      <PrefetchLink href={ACCOUNT_SETTINGS} className="font-medium text-primary underline-offset-4 hover:underline">
        تنظیمات حساب
      </PrefetchLink>{" "}
      است.
    </p>
  );
}
