import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { isInboxTab } from "@/components/secretaries/recipients/inbox-kinds";
import { SecretaryRecipients } from "@/components/secretaries/recipients/secretary-recipients";
import { SECRETARIES_HREF } from "@/components/secretaries/shared/secretary-links";
import {
  secretaryDrawsQuery,
  secretaryInboxQuery,
  secretaryQuery,
  secretaryResultsQuery,
} from "@/lib/api/queries/secretary-queries";
import { listSearch } from "@/lib/bff/list-search";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { SECRETARY_TYPES, type SecretaryOut } from "@/lib/contract/secretaries";
import { paginationParsers, readPagination } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "پیام‌های دریافتی منشی" };

/** A secretary's id as the upstream makes them; anything else is not a page. */
const SECRETARY_ID = /^[1-9]\d{0,9}$/;

/**
 * A secretary's page (spec §2 `/secretary/received-message/recipients/{id}/{inbox_type}`): the
 * secretary, what it received of the kind in the URL (the page in the query), its results and, for
 * a contest, its draws, all read on the server so the page paints whole.
 */
export default async function SecretaryRecipientsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; inbox_type: string }>;
  searchParams: Promise<UrlSearch>;
}) {
  const { id, inbox_type: kind } = await params;
  if (!SECRETARY_ID.test(id) || Number(id) > 2_147_483_647 || !isInboxTab(kind)) notFound();
  const secretaryId = Number(id);
  const { page, limit } = readPagination(readUrl(paginationParsers, await listSearch(searchParams)));
  const one = secretaryQuery(secretaryId);
  const state = await prefetchQueries(liveToken(await getSession()), [
    one,
    secretaryResultsQuery(secretaryId),
    secretaryInboxQuery(secretaryId, kind, page, limit),
    {
      kind: "after",
      first: one,
      then: (secretary) =>
        (secretary as SecretaryOut).type === SECRETARY_TYPES.contest ? secretaryDrawsQuery(secretaryId) : null,
    },
  ]);
  return (
    <PageWrapper title="پیام‌های دریافتی منشی" backNavigate={SECRETARIES_HREF}>
      <HydrationBoundary state={state}>
        <SecretaryRecipients id={secretaryId} kind={kind} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
