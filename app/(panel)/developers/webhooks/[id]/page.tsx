import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { EndpointDetail } from "@/components/developers/webhooks/endpoint-detail";
import { webhookDeliveriesQuery, webhookEndpointsQuery } from "@/lib/api/queries/webhook-queries";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "وب‌هوک" };

/** An endpoint's id as the upstream makes them; anything else is not a page. */
const ENDPOINT_ID = /^[1-9]\d{0,15}$/;

/** One webhook endpoint: its details and actions, «ارسال آزمایشی», and its delivery log (the page in the query). */
export default async function WebhookEndpointPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<UrlSearch>;
}) {
  const { id } = await params;
  if (!ENDPOINT_ID.test(id) || !Number.isSafeInteger(Number(id))) notFound();
  const endpointId = Number(id);
  const { page, limit } = readPagination(readUrl(paginationParsers, await listSearch(searchParams)));
  const state = await prefetchQueries(liveToken(await getSession()), [
    webhookEndpointsQuery,
    webhookDeliveriesQuery(endpointId, page, limit),
  ]);
  return (
    <PageWrapper title="وب‌هوک" backNavigate="/developers/webhooks">
      <HydrationBoundary state={state}>
        <EndpointDetail id={endpointId} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
