import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/developers/api-keys/api-keys-panel";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { apiKeysQuery } from "@/lib/api/queries/api-key-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "کلیدهای API" };

/** API keys (spec §2 `/developers/api-keys`): the account's keys, read on the server for the first view. */
export default async function ApiKeysPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [apiKeysQuery()]);
  return (
    <PageWrapper
      title="کلیدهای API"
      description="کلیدهایی که فروشگاه‌ها و برنامه‌های شما با آن‌ها، بدون ورود به پنل، پیامک می‌فرستند و اعتبار را می‌خوانند."
    >
      <DevelopersPagesNav />
      <HydrationBoundary state={state}>
        <ApiKeysPanel />
      </HydrationBoundary>
    </PageWrapper>
  );
}
