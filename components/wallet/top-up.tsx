"use client";

import dynamic from "next/dynamic";
import { hydratingPart } from "@/components/layout/hydrating-part";
import type { ReactNode } from "react";
import { QueryTabs } from "@/components/ui/query-tabs";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { usePaymentMethods } from "@/lib/api/wallet";
import { useAccess } from "@/lib/auth/access-context";
import type { PaymentMethod } from "@/lib/contract/payment";
import { toErrorMessage } from "@/lib/errors/to-message";
import { CreditSummary } from "./credit-summary";
import { LowCreditAlertForm } from "./low-credit-alert-form";
import { OnlinePaymentForm } from "./online-payment-form";
import { ParentContact } from "./parent-contact";
import { PendingPayments } from "./pending-payments";

// The other methods' forms (the date picker among them) arrive when their tab is first opened.
const loading = () => <Skeleton className="h-96 w-full rounded-2xl" />;
const CardToCardForm = dynamic(
  () => import("./card-to-card-form").then((module) => hydratingPart(module.CardToCardForm)),
  {
    loading,
  },
);
const BankTransferForm = dynamic(
  () => import("./bank-transfer-form").then((module) => hydratingPart(module.BankTransferForm)),
  {
    loading,
  },
);
const GiftPackages = dynamic(() => import("./gift-packages").then((module) => hydratingPart(module.GiftPackages)), {
  loading,
});

const METHOD_CONTENT: Record<PaymentMethod, ReactNode> = {
  online: <OnlinePaymentForm />,
  card_to_card: <CardToCardForm />,
  bank_transfer: <BankTransferForm />,
  gift_package: <GiftPackages />,
};

/**
 * /wallet/credit: the credit, then a tab for each top-up method the account may use (`?tab=`),
 * the transfers waiting for review, whom to ask, and the low-balance alert (the owner's). A
 * colleague's role may allow the credit without the paying.
 */
export function TopUp() {
  const { can, isOwner } = useAccess();
  return (
    <div className="flex flex-col gap-4">
      <CreditSummary />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A colleague's role may show the credit without paying. */}
        {can("wallet.pay") ? <TopUpMethods /> : null}
        <div className="flex flex-col gap-4">
          <PendingPayments />
          {isOwner ? <LowCreditAlertForm /> : null}
          <ParentContact />
        </div>
      </div>
    </div>
  );
}

function TopUpMethods() {
  const methods = usePaymentMethods();
  return (
    <section aria-label="روش‌های افزایش اعتبار" className="min-w-0 rounded-2xl border border-border bg-surface p-4">
      {methods.isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : methods.isError ? (
        <ErrorState
          message={toErrorMessage(methods.error)}
          onRetry={() => void methods.refetch()}
          retrying={methods.isFetching}
        />
      ) : (
        <QueryTabs
          label="روش‌های افزایش اعتبار"
          tabs={methods.data.map(({ method, title }) => ({ label: title, content: METHOD_CONTENT[method] }))}
        />
      )}
    </section>
  );
}
