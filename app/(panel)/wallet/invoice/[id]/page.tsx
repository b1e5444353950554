import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { InvoiceSheet } from "@/components/wallet/invoice-sheet";
import { invoiceQuery } from "@/lib/api/queries/wallet-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "فاکتور پرداخت" };

/** A successful payment's invoice, to print or save as PDF; read on the server. */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const id = Number(raw);
  const state = await prefetchQueries(liveToken(await getSession()), [invoiceQuery(id)]);
  return (
    <PageWrapper title="فاکتور پرداخت" backNavigate="/wallet/transactions">
      <HydrationBoundary state={state}>
        <InvoiceSheet paymentId={id} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
