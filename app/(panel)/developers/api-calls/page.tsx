import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ApiCallsPanel } from "@/components/developers/api-calls/api-calls-panel";
import { apiCallsFirstView } from "@/components/developers/api-calls/api-calls-first-view";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { requestAccess } from "@/lib/auth/request-access";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { allows } from "@/lib/contract/permissions";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "گزارش فراخوانی‌ها" };

/**
 * The log of calls made with the account's API keys (spec §2 `/developers/api-calls`): the keys
 * and the page the link asks for, with its filters, are read on the server.
 */
export default async function ApiCallsPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const seesKeys = allows(await requestAccess(), "developers.api_keys");
  const state = await prefetchQueries(
    liveToken(await getSession()),
    apiCallsFirstView(await listSearch(searchParams), seesKeys),
  );
  return (
    <PageWrapper
      title="گزارش فراخوانی‌ها"
      description="هر فراخوانی که برنامه‌های شما با کلیدهای API انجام داده‌اند، با درخواست و پاسخ آن."
    >
      <DevelopersPagesNav />
      <HydrationBoundary state={state}>
        <ApiCallsPanel />
      </HydrationBoundary>
    </PageWrapper>
  );
}
