import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ProfileHome } from "@/components/profile/profile-home";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";
import { profileQuery } from "@/lib/api/queries/profile-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { isMobileUserAgent } from "@/lib/hooks/mobile-user-agent";

export const metadata: Metadata = { title: "پروفایل" };

/**
 * The profile (spec §2): the account's sections on a desktop, a menu of its screens on a phone.
 * On a desktop (the layout's guess from the user agent) the profile is read on the server, so the
 * forms paint filled.
 */
export default async function ProfilePage() {
  const mobile = isMobileUserAgent((await headers()).get("user-agent"));
  const state = await prefetchQueries(liveToken(await getSession()), mobile ? [] : [profileQuery]);
  return (
    <PageWrapper title="پروفایل" description="اطلاعات حساب، مدارک و شمارهٔ موبایل خود را مدیریت کنید.">
      <ProfilePagesNav />
      <HydrationBoundary state={state}>
        <ProfileHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
