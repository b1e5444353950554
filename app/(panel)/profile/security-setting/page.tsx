import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";
import { SecuritySettings } from "@/components/profile/security/security-settings";
import { activeSessionsQuery, signInEventsQuery, twoStepStatusQuery } from "@/lib/api/queries/security-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, getSessionUser, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "امنیت" };

/**
 * The account's security (spec §2 /profile/security-setting): password, two-step sign-in, live
 * sessions and recent sign-ins, read on the server for the first paint.
 */
export default async function SecuritySettingPage() {
  const [user, state] = await Promise.all([
    getSessionUser(),
    getSession().then((session) =>
      prefetchQueries(liveToken(session), [twoStepStatusQuery, activeSessionsQuery, signInEventsQuery]),
    ),
  ]);
  if (!user) redirect("/login");
  return (
    <PageWrapper title="امنیت" description="رمز عبور، ورود دومرحله‌ای، نشست‌های باز و ورودهای اخیر حساب شما.">
      <ProfilePagesNav />
      <HydrationBoundary state={state}>
        <SecuritySettings username={user.user_name} impersonated={user.impersonated} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
