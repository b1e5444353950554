import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { TopUp } from "@/components/wallet/top-up";
import { paymentMethodsQuery, promotionQuery } from "@/lib/api/queries/wallet-queries";
import { requestAccess } from "@/lib/auth/request-access";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { allows } from "@/lib/contract/permissions";
import { getSession, liveToken } from "@/lib/bff/session";

export const metadata: Metadata = { title: "افزایش اعتبار" };

/**
 * Wallet top-up (spec §2 /wallet/credit): the methods and today's promotion are read on the server,
 * so the page paints whole.
 */
export default async function WalletCreditPage() {
  // A colleague's role may show the credit without the paying: then there are no methods to read.
  const paying = allows(await requestAccess(), "wallet.pay");
  const state = await prefetchQueries(
    liveToken(await getSession()),
    paying ? [paymentMethodsQuery, promotionQuery] : [],
  );
  return (
    <PageWrapper
      title="افزایش اعتبار"
      description="کیف پول خود را آنلاین، کارت به کارت، با واریز بانکی یا با بسته‌های هدیه شارژ کنید."
    >
      <HydrationBoundary state={state}>
        <TopUp />
      </HydrationBoundary>
    </PageWrapper>
  );
}
