import { HydrationBoundary } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { RequestDetail } from "@/components/support/detail/request-detail";
import { ticketQuery } from "@/lib/api/queries/support-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import type { RequestType } from "@/lib/contract/support";
import { REQUEST_KINDS, requestListHref } from "@/lib/support/request-kinds";
import { toPersianDigits } from "@/lib/validation/digits";

/** A request's number as Edge makes them; anything else is not a page. */
const REQUEST_NUMBER = /^[1-9]\d{0,9}$/;

/** A request's page: the request is read on the server, so the conversation paints whole. */
export async function RequestPage({ type, id }: { type: RequestType; id: string }) {
  if (!REQUEST_NUMBER.test(id) || Number(id) > 2_147_483_647) notFound();
  const number = Number(id);
  const state = await prefetchQueries(liveToken(await getSession()), [ticketQuery(number)]);
  return (
    <PageWrapper
      title={`${REQUEST_KINDS[type].singular} ${toPersianDigits(number)}`}
      backNavigate={requestListHref(type)}
    >
      <HydrationBoundary state={state}>
        <RequestDetail id={number} type={type} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
