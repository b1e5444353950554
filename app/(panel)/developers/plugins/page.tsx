import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { DevelopersPagesNav } from "@/components/developers/developers-pages-nav";
import { PluginCatalogue } from "@/components/developers/plugins/plugin-catalogue";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { pluginsQuery } from "@/lib/api/queries/plugin-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "افزونه‌ها" };

/** Plugins (spec §2 `/developers/plugins`): the provider's catalogue, read on the server for the first view. */
export default async function PluginsPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [pluginsQuery]);
  return (
    <PageWrapper
      title="افزونه‌ها"
      description="نمونه‌های آماده و ابزارهایی که اتصال فروشگاه یا نرم‌افزار شما را به سرویس پیامک ساده می‌کنند؛ همه از روی همان مستندات API ساخته شده‌اند."
    >
      <DevelopersPagesNav />
      <HydrationBoundary state={state}>
        <PluginCatalogue />
      </HydrationBoundary>
    </PageWrapper>
  );
}
