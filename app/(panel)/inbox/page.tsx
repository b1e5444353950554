import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { InboxPanel } from "@/components/inbox/inbox-panel";
import { inboxFirstView } from "@/components/inbox/inbox-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "پیامک‌های دریافتی" };

/**
 * Received SMS (spec §2 /inbox): filtered, marked read, deleted and exported; new ones show as they
 * arrive. The lines and the page the link asks for are read on the server, so the list paints at once.
 */
export default async function InboxPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(liveToken(await getSession()), inboxFirstView(await listSearch(searchParams)));
  return (
    <PageWrapper title="پیامک‌های دریافتی" description="پیامک‌هایی که به خطوط شما فرستاده شده است.">
      <HydrationBoundary state={state}>
        <InboxPanel />
      </HydrationBoundary>
    </PageWrapper>
  );
}
