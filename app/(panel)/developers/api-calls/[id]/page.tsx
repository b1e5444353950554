import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApiCallDetail } from "@/components/developers/api-calls/api-call-detail";
import { API_CALLS_HREF, keptListSearch, withSearch } from "@/components/developers/api-calls/list-search";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { apiCallQuery } from "@/lib/api/queries/api-call-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "جزئیات فراخوانی" };

/** A call's id as the log makes them; anything else is not a page. */
const CALL_ID = /^[1-9]\d{0,14}$/;

/**
 * One call made with a key (spec §2 `/developers/api-calls/{id}`), read on the server; the link
 * carries the list's filters and page, so the way back opens the list as it was.
 */
export default async function ApiCallPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  if (!CALL_ID.test(id)) notFound();
  const callId = Number(id);
  const backHref = withSearch(API_CALLS_HREF, keptListSearch(await searchParams));
  const state = await prefetchQueries(liveToken(await getSession()), [apiCallQuery(callId)]);
  return (
    <PageWrapper title="جزئیات فراخوانی" backNavigate={backHref}>
      <HydrationBoundary state={state}>
        <ApiCallDetail id={callId} backHref={backHref} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
