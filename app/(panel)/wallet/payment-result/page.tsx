import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { PaymentNotFound, PaymentResult } from "@/components/wallet/payment-result";
import { paymentQuery } from "@/lib/api/queries/wallet-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { parseAsInteger } from "nuqs/server";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";

export const metadata: Metadata = { title: "نتیجهٔ پرداخت" };

/** The payment's id from the gateway's return (`payment_id`); anything else is no payment at all. */
function paymentIdOf(search: UrlSearch): number | null {
  const { payment_id: id } = readUrl({ payment_id: parseAsInteger }, search);
  return id !== null && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Where the gateway brings the payer back (spec §2 /wallet/payment-result): the payment, read on the server. */
export default async function PaymentResultPage({ searchParams }: { searchParams: Promise<UrlSearch> }) {
  const id = paymentIdOf(await searchParams);
  const state = id === null ? null : await prefetchQueries(liveToken(await getSession()), [paymentQuery(id)]);
  return (
    <PageWrapper title="نتیجهٔ پرداخت" backNavigate="/wallet/credit">
      {id === null || !state ? (
        <PaymentNotFound />
      ) : (
        <HydrationBoundary state={state}>
          <PaymentResult paymentId={id} />
        </HydrationBoundary>
      )}
    </PageWrapper>
  );
}
