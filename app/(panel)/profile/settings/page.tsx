import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";
import { DefaultLineForm } from "@/components/profile/settings/default-line-form";
import { NotificationsForm } from "@/components/profile/settings/notifications-form";
import { PanelPreferencesLink } from "@/components/settings/panel-preferences-link";
import { LowCreditAlertForm } from "@/components/wallet/low-credit-alert-form";
import { senderLinesQuery } from "@/lib/api/queries/numbers-queries";
import { userSettingQuery } from "@/lib/api/queries/wallet-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "تنظیمات" };

/** The account's settings (spec §2 /profile/settings), read on the server so the forms paint filled. */
export default async function ProfileSettingsPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [userSettingQuery, senderLinesQuery]);
  return (
    <PageWrapper
      title="تنظیمات"
      description="هشدار کمبود اعتبار، خط پیش‌فرض ارسال و روش دریافت اعلان‌ها."
      backNavigate="/profile"
    >
      <ProfilePagesNav />
      <HydrationBoundary state={state}>
        {/* Each form saves on its own; the low-balance alert is the wallet's own form. */}
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <LowCreditAlertForm />
            <DefaultLineForm />
          </div>
          <NotificationsForm />
        </div>
      </HydrationBoundary>
      <PanelPreferencesLink />
    </PageWrapper>
  );
}
