import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { DASHBOARD_QUERIES } from "@/lib/api/queries/first-view";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { DashboardHome } from "./_components/dashboard-home";

export const metadata: Metadata = { title: "خانه" };

/**
 * Home (spec §2): banners, quick access and news. The first page of news and the tiles are read
 * on the server (the banners come with the layout's), so the page paints whole, without skeletons.
 */
export default async function DashboardPage() {
  const state = await prefetchQueries(liveToken(await getSession()), DASHBOARD_QUERIES);
  return (
    <PageWrapper title="خانه" suppressedShowBackIcon>
      <HydrationBoundary state={state}>
        <DashboardHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
