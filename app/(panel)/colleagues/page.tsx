import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { ColleaguesHome } from "@/components/colleagues/colleagues-home";
import { colleaguesFirstView } from "@/components/colleagues/colleagues-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "همکاران" };

/**
 * Colleagues (spec §2 `/colleagues`): the people who work in this account, the access roles they
 * hold, and everything any member did. The tab the link opens is read on the server.
 */
export default async function ColleaguesPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(
    liveToken(await getSession()),
    colleaguesFirstView(await listSearch(searchParams)),
  );
  return (
    <PageWrapper
      title="همکاران"
      description="همکارانی که با حساب شما کار می‌کنند، سطح دسترسی هر یک و کارهایی که اعضای حساب انجام داده‌اند."
    >
      <HydrationBoundary state={state}>
        <ColleaguesHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
