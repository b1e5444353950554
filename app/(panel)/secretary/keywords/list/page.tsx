import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { CodeReaderList } from "@/components/secretaries/keywords/list/code-reader-list";
import { codeReadersFirstView } from "@/components/secretaries/keywords/list/code-readers-first-view";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "منشی کلمه کلیدی" };

/** The account's code readers (spec §2 `/secretary/keywords/list`), their page read on the server. */
export default async function CodeReadersPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const state = await prefetchQueries(
    liveToken(await getSession()),
    codeReadersFirstView(await listSearch(searchParams)),
  );
  return (
    <PageWrapper
      title="منشی کلمه کلیدی"
      description="کدخوان‌ها کدهای اصالت کالای شما را با پیامک می‌سنجند؛ هر پاسخ مانند هر پیامک دیگر از اعتبار شما فرستاده می‌شود."
    >
      <HydrationBoundary state={state}>
        <CodeReaderList />
      </HydrationBoundary>
    </PageWrapper>
  );
}
