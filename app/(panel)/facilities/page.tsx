import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { FacilityCatalogue } from "@/components/facilities/facility-catalogue";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { facilityUsageQuery } from "@/lib/api/queries/facility-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "امکانات پنل" };

/**
 * The catalogue of what the panel offers (spec §2 `/facilities`), grouped, each with its state for
 * this account; the counts that say what is started are read on the server, so the states paint.
 */
export default async function FacilitiesPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [facilityUsageQuery]);
  return (
    <PageWrapper
      title="امکانات پنل"
      description="هرچه پنل پیامک برای ارسال، دریافت، خودکارسازی، برنامه‌نویسان و کار تیمی دارد، و وضعیت هر کدام در حساب شما."
    >
      <HydrationBoundary state={state}>
        <FacilityCatalogue />
      </HydrationBoundary>
    </PageWrapper>
  );
}
