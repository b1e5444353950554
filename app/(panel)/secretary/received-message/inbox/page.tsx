import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { SecretaryList } from "@/components/secretaries/list/secretary-list";
import { secretariesFirstView } from "@/components/secretaries/list/secretaries-first-view";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "منشی پیام دریافتی" };

/** The account's secretaries (spec §2 `/secretary/received-message/inbox`), their page read on the server. */
export default async function SecretariesPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(
    liveToken(await getSession()),
    secretariesFirstView(await listSearch(searchParams)),
  );
  return (
    <PageWrapper
      title="منشی پیام دریافتی"
      description="پاسخ خودکار به پیامک‌هایی که به خط‌های دریافت شما می‌رسند؛ هر پاسخ مانند هر پیامک دیگر از اعتبار شما فرستاده می‌شود."
    >
      <HydrationBoundary state={state}>
        <SecretaryList />
      </HydrationBoundary>
    </PageWrapper>
  );
}
