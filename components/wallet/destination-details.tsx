"use client";

import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { usePaymentDestinations } from "@/lib/api/wallet";
import type { PaymentDestinations } from "@/lib/contract/payment";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupCard } from "@/lib/validation/bank-account";
import { CopyButton } from "@/components/ui/copy-button";

function Row({
  label,
  value,
  copy,
  copyLabel,
}: {
  label: string;
  value: ReactNode;
  copy?: string;
  copyLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex items-center gap-2 text-sm font-medium">
        {value}
        {copy && copyLabel ? <CopyButton value={copy} label={copyLabel} /> : null}
      </dd>
    </div>
  );
}

const latin = (text: string) => (
  <span dir="ltr" className="latin tracking-wide">
    {text}
  </span>
);

/** The provider's card or account to transfer to, with its owner and bank, each number copyable. */
export function DestinationDetails({ kind }: { kind: "card" | "account" }) {
  const destinations = usePaymentDestinations();
  if (destinations.isPending) return <Skeleton className="h-28 w-full rounded-xl" />;
  if (destinations.isError)
    return (
      <ErrorState
        message={toErrorMessage(destinations.error)}
        onRetry={() => void destinations.refetch()}
        retrying={destinations.isFetching}
      />
    );
  return (
    <section aria-label={kind === "card" ? "کارت مقصد" : "حساب مقصد"} className="rounded-xl border border-border p-4">
      <dl className="flex flex-col gap-3">
        {kind === "card" ? cardRows(destinations.data) : accountRows(destinations.data)}
      </dl>
    </section>
  );
}

const cardRows = ({ card }: PaymentDestinations) => (
  <>
    <Row label="شماره کارت مقصد" value={latin(groupCard(card.number))} copy={card.number} copyLabel="کپی شماره کارت" />
    <Row label="به نام" value={card.owner} />
    <Row label="بانک" value={card.bank} />
  </>
);

const accountRows = ({ account }: PaymentDestinations) => (
  <>
    <Row label="شماره شبا" value={latin(account.sheba)} copy={account.sheba} copyLabel="کپی شماره شبا" />
    <Row label="شماره حساب" value={latin(account.number)} copy={account.number} copyLabel="کپی شماره حساب" />
    <Row label="به نام" value={account.owner} />
    <Row label="بانک" value={account.bank} />
  </>
);
