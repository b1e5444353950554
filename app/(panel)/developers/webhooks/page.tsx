import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { WebhooksHome } from "@/components/developers/webhooks/webhooks-home";
import { webhookEndpointsQuery } from "@/lib/api/queries/webhook-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "وب‌هوک‌ها" };

/** The owner's webhook endpoints: the account's events sent, signed, to their own servers. */
export default async function WebhooksPage() {
  const state = await prefetchQueries(liveToken(await getSession()), [webhookEndpointsQuery]);
  return (
    <PageWrapper
      title="وب‌هوک‌ها"
      description="رویدادهای حساب، مانند وضعیت تحویل پیامک‌ها، پیامک‌های دریافتی و کم شدن اعتبار، همان لحظه به سرور شما فرستاده می‌شوند."
    >
      <HydrationBoundary state={state}>
        <WebhooksHome />
      </HydrationBoundary>
    </PageWrapper>
  );
}
