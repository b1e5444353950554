import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ReportsHome } from "@/components/reports/reports-home";
import { reportsFirstView } from "@/components/reports/reports-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "گزارش‌ها" };

/**
 * Reports of sends (spec §2 /reports): the last 30 days, the systemic sends and the archive. The
 * open tab's page, as the link filters it, is read on the server, so the list paints without a skeleton.
 */
export default async function ReportsPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(liveToken(await getSession()), reportsFirstView(await listSearch(searchParams)));
  return (
    <PageWrapper
      title="گزارش‌ها"
      description="ارسال‌های ۳۰ روز اخیر؛ ارسال‌های قدیمی‌تر در بایگانی است."
      suppressedShowBackIcon
    >
      <HydrationBoundary state={state}>
        <ReportsHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
