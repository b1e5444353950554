import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PlansView } from "@/components/plans/plans-view";
import { plansQuery } from "@/lib/api/queries/plan-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "پنل‌ها" };

/** The plans on sale and the account's own (spec §2 /plans, §6), read on the server. */
export default async function PlansPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [plansQuery]);
  return (
    <PageWrapper
      title="پنل‌ها"
      description="با خرید پنل از کیف پول، منشی‌ها، کلیدهای API، همکاران بیشتر و ارسال مشاغل و نقشه فعال می‌شوند."
    >
      <HydrationBoundary state={state}>
        <PlansView />
      </HydrationBoundary>
    </PageWrapper>
  );
}
