"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useChargePackages, useSelectChargePackage } from "@/lib/api/wallet";
import { onlinePaymentTotal, type ChargePackage } from "@/lib/contract/payment";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

function PackageCard({
  offer,
  onChoose,
  choosing,
  busy,
}: {
  offer: ChargePackage;
  onChoose: () => void;
  choosing: boolean;
  busy: boolean;
}) {
  const { tax, total } = onlinePaymentTotal(offer.price);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <h3 className="text-base font-bold">{offer.title}</h3>
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">قیمت</dt>
          <dd>{formatRial(offer.price)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">اعتبار دریافتی</dt>
          <dd>{formatRial(offer.credit)}</dd>
        </div>
        <div className="flex justify-between gap-2 text-success">
          <dt>اعتبار هدیه</dt>
          <dd>{`${formatRial(offer.gift)} تا ${toPersianDigits(offer.gift_days)} روز`}</dd>
        </div>
        <div className="flex justify-between gap-2 border-t border-border pt-1.5 font-bold">
          <dt>قابل پرداخت با مالیات</dt>
          <dd>{formatRial(total)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{`مالیات بر ارزش افزوده: ${formatRial(tax)}`}</p>
      <Button onClick={onChoose} loading={choosing} disabled={busy} aria-label={`خرید ${offer.title}`}>
        خرید و پرداخت
      </Button>
    </li>
  );
}

/** Gift charge packages (spec §2): a price paid online for credit and gift credit that expires. */
export function GiftPackages() {
  const packages = useChargePackages();
  const select = useSelectChargePackage();
  const [error, setError] = useState<string | null>(null);
  if (packages.isPending) return <Skeleton className="h-56 w-full rounded-2xl" />;
  if (packages.isError)
    return (
      <ErrorState
        message={toErrorMessage(packages.error)}
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
      />
    );
  if (packages.data.length === 0) return <EmptyState>اکنون بسته‌ای برای خرید نیست.</EmptyState>;
  const busy = select.isPending || select.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm leading-7 text-muted">
        اعتبار هدیهٔ هر بسته پیش از اعتبار خریداری‌شده خرج می‌شود و تا پایان مدتش معتبر است.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
        {packages.data.map((offer) => (
          <PackageCard
            key={offer.id}
            offer={offer}
            busy={busy}
            choosing={busy && select.variables === offer.id}
            onChoose={() => {
              setError(null);
              select.mutate(offer.id, { onError: (failure) => setError(toErrorMessage(failure)) });
            }}
          />
        ))}
      </ul>
      <DialogError error={error} />
    </div>
  );
}
