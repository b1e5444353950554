import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { MobileOnlyGuard } from "@/components/layout/mobile-only-guard";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { AccountScreen } from "@/components/profile/account/account-screen";
import { profileQuery } from "@/lib/api/queries/profile-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "اطلاعات تماس" };

/** Phones only (on a desktop it is a section of /profile): email, website, landline and city code. */
export default async function ContactInfoPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [profileQuery]);
  return (
    <MobileOnlyGuard>
      <PageWrapper title="اطلاعات تماس" backNavigate="/profile">
        <HydrationBoundary state={state}>
          <AccountScreen screen="contact" />
        </HydrationBoundary>
      </PageWrapper>
    </MobileOnlyGuard>
  );
}
