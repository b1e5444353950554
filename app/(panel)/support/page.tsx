import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { SupportHome } from "@/components/support/list/support-home";
import { supportFirstView } from "@/components/support/list/support-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "درخواست‌ها" };

/**
 * Support requests (spec §2 `/support`): tickets and suggestion requests, each a tab with its
 * filters; the tab, filters and page the link asks for are read on the server.
 */
export default async function SupportPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(liveToken(await getSession()), supportFirstView(await listSearch(searchParams)));
  return (
    <PageWrapper
      title="درخواست‌ها"
      description="درخواست‌های پشتیبانی و پیشنهادها و انتقادهای شما، با وضعیت و پاسخ‌هایشان."
    >
      <HydrationBoundary state={state}>
        <SupportHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
