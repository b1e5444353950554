"use client";

import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { usePromotion } from "@/lib/api/wallet";
import { useAccess } from "@/lib/auth/access-context";
import { creditQuery } from "@/lib/api/queries/credit-queries";
import { browserQuery } from "@/lib/api/queries/in-browser";
import { formatJalaliDate } from "@/lib/format/jalali";
import { formatRial } from "@/lib/format/money";

/** The wallet at a glance: the credit, the gift credit with its expiry, and today's promotion. */
export function CreditSummary() {
  const credit = useQuery(browserQuery(creditQuery));
  // Today's promotion belongs to paying: a colleague's role may not reach it.
  const promotion = usePromotion(useAccess().can("wallet.pay"));
  const gift = credit.data?.gift ?? 0;
  return (
    <section aria-label="اعتبار کیف پول" className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1 rounded-2xl bg-primary p-4 text-on-primary">
        <span className="text-sm opacity-90">اعتبار فعلی</span>
        {credit.data ? (
          <strong className="text-2xl">{formatRial(credit.data.credit)}</strong>
        ) : (
          <Skeleton className="h-8 w-40 bg-white/30" />
        )}
        {gift > 0 ? (
          <span className="text-sm opacity-90">
            {`اعتبار هدیه: ${formatRial(gift)}${credit.data?.gift_expires_at ? `، تا ${formatJalaliDate(credit.data.gift_expires_at)}` : ""}`}
          </span>
        ) : null}
      </div>
      {promotion.data ? (
        <div className="flex flex-col gap-1 rounded-2xl border border-success bg-success-soft p-4 text-sm">
          <strong className="text-base text-success">{promotion.data.title}</strong>
          <p className="leading-7">{promotion.data.description}</p>
          <span className="text-xs text-muted">{`تا ${formatJalaliDate(promotion.data.ends_at)}`}</span>
        </div>
      ) : null}
    </section>
  );
}
