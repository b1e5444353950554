"use client";

import { usePendingPayments } from "@/lib/api/wallet";
import { PAYMENT_METHOD_TITLES, PAYMENT_RULES } from "@/lib/contract/payment";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { PaymentStateBadge } from "./payment-state-badge";

/** Card-to-card and bank transfers still waiting for review, each with its state (spec §2). */
export function PendingPayments() {
  const pending = usePendingPayments();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-payments-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="pending-payments-title" className="text-base font-bold">
        واریزهای در انتظار بررسی
      </h2>
      <p className="text-xs leading-6 text-muted">
        {`نتیجهٔ بررسی معمولاً تا ${toPersianDigits(PAYMENT_RULES.pendingResultMinutes)} دقیقه در تاریخچهٔ تراکنش‌ها دیده می‌شود.`}
      </p>
      <ul className="flex flex-col divide-y divide-border">
        {pending.data.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{`${PAYMENT_METHOD_TITLES[payment.method]}، ${formatRial(payment.amount)}`}</span>
              <span className="text-xs text-muted">
                {`ثبت در ${formatJalaliDateTime(payment.created_at)}، پیگیری ${toPersianDigits(payment.reference_code ?? "")}`}
              </span>
            </span>
            <PaymentStateBadge state={payment.state} />
          </li>
        ))}
      </ul>
    </section>
  );
}
