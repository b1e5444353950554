import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PatternsHome } from "@/components/patterns/list/patterns-home";
import { patternsFirstView } from "@/components/patterns/list/patterns-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "پیامک الگو" };

/**
 * Pattern SMS (spec §2 `/pattern`): the account's patterns, reviewed once and then sent by their code,
 * and the provider's systemic ones. The tab, filters and page the link asks for are read on the server.
 */
export default async function PatternsPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(liveToken(await getSession()), patternsFirstView(await listSearch(searchParams)));
  return (
    <PageWrapper
      title="پیامک الگو"
      description="متن‌هایی که یک بار بررسی می‌شوند و با کدشان، با مقدار تازهٔ متغیرها، بارها فرستاده می‌شوند."
    >
      <HydrationBoundary state={state}>
        <PatternsHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
