import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ProfilePagesNav } from "@/components/profile/profile-pages-nav";
import { TariffView } from "@/components/profile/tariffs/tariff-view";
import { tariffQuery } from "@/lib/api/queries/tariff-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "تعرفه‌ها" };

/** The tariff (spec §2 /profile/tariffs), read on the server so the table paints whole. */
export default async function TariffsPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [tariffQuery]);
  return (
    <PageWrapper
      title="تعرفه‌ها"
      description="بهای ارسال هر بخش پیامک به تفکیک خط، زبان پیامک و اپراتور."
      backNavigate="/profile"
    >
      <ProfilePagesNav />
      <HydrationBoundary state={state}>
        <TariffView />
      </HydrationBoundary>
    </PageWrapper>
  );
}
