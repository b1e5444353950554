import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { InviteColleague } from "@/components/colleagues/form/invite-colleague";
import { COLLEAGUES_HREF } from "@/components/colleagues/shared/colleague-links";
import { ALL_ROLES_PAGE, roleListQuery } from "@/lib/api/queries/role-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "افزودن همکار" };

/** A new colleague (spec §2 `/colleagues/create`), invited by SMS; the roles to choose from are read on the server. */
export default async function CreateColleaguePage() {
  const state = await prefetchQueries(liveToken(await getSession()), [roleListQuery(ALL_ROLES_PAGE)]);
  return (
    <PageWrapper
      title="افزودن همکار"
      description="همکار با نام کاربری و رمز عبور خودش وارد حساب شما می‌شود و فقط کارهایی را انجام می‌دهد که سطح دسترسی‌اش اجازه می‌دهد."
      backNavigate={COLLEAGUES_HREF}
    >
      <HydrationBoundary state={state}>
        <InviteColleague />
      </HydrationBoundary>
    </PageWrapper>
  );
}
