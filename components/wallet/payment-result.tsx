"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { Stepper } from "@/components/ui/stepper";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useCredit } from "@/lib/api/credit";
import { creditKeys } from "@/lib/api/queries/credit-queries";
import { walletKeys } from "@/lib/api/queries/wallet-keys";
import { usePayment } from "@/lib/api/wallet";
import { PAYMENT_MESSAGES, PAYMENT_METHOD_TITLES, PAYMENT_RULES, type Payment } from "@/lib/contract/payment";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

const STEPS = ["ثبت مبلغ", "پرداخت در درگاه بانک", "نتیجهٔ پرداخت"] as const;
const PRIMARY_LINK =
  "inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover";
const SECONDARY_LINK =
  "inline-flex h-10 items-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2";

const HEADINGS: Record<Payment["state"], string> = {
  success: "پرداخت با موفقیت انجام شد",
  failed: PAYMENT_MESSAGES.paymentFailed,
  pending: "پرداخت در انتظار بررسی است",
};

function Details({ payment }: { payment: Payment }) {
  const rows: [string, string][] = [
    ["روش پرداخت", PAYMENT_METHOD_TITLES[payment.method]],
    ["مبلغ پرداختی", formatRial(payment.total)],
    ["افزایش اعتبار", formatRial(payment.credit_amount)],
  ];
  if (payment.gift_amount > 0) rows.push(["اعتبار هدیه", formatRial(payment.gift_amount)]);
  if (payment.reference_code) rows.push(["شمارهٔ پیگیری", toPersianDigits(payment.reference_code)]);
  rows.push(["زمان", formatJalaliDateTime(payment.settled_at ?? payment.created_at)]);
  return (
    <dl className="flex flex-col gap-2 rounded-xl bg-surface-2 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /wallet/payment-result (spec §2, §4): the payment as the upstream has it (a link's query is never
 * believed), in three steps, the third in its failed look when the payment failed.
 */
export function PaymentResult({ paymentId }: { paymentId: number }) {
  const payment = usePayment(paymentId);
  const { credit } = useCredit();
  const queryClient = useQueryClient();
  const state = payment.data?.state;

  useEffect(() => {
    if (state !== "success") return;
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletKeys.transactions() });
  }, [state, queryClient]);

  if (payment.isPending) return <Skeleton className="h-80 w-full rounded-2xl" />;
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.status === 404) return <PaymentNotFound />;
    return (
      <ErrorState
        message={toErrorMessage(payment.error)}
        onRetry={() => void payment.refetch()}
        retrying={payment.isFetching}
      />
    );
  }

  const data = payment.data;
  return (
    <section
      aria-labelledby="payment-result-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border border-border bg-surface p-5"
    >
      <Stepper
        steps={STEPS}
        current={data.state === "success" ? STEPS.length : STEPS.length - 1}
        failed={data.state === "failed"}
      />
      <h2
        id="payment-result-title"
        className={`text-lg font-bold ${data.state === "success" ? "text-success" : data.state === "failed" ? "text-danger" : "text-warning"}`}
      >
        {HEADINGS[data.state]}
      </h2>
      {data.state === "pending" ? (
        <p className="text-sm leading-7">
          {`نتیجه تا ${toPersianDigits(PAYMENT_RULES.pendingResultMinutes)} دقیقه در تاریخچهٔ تراکنش‌ها دیده می‌شود؛ این صفحه هم خودش به‌روز می‌شود.`}
        </p>
      ) : null}
      {data.state === "failed" ? (
        <p className="text-sm leading-7">
          {`اگر مبلغی از حساب بانکی شما کسر شده است، حداکثر تا ${toPersianDigits(PAYMENT_RULES.refundHours)} ساعت به همان حساب بازمی‌گردد.`}
          {data.reject_reason ? ` دلیل: ${data.reject_reason}` : ""}
        </p>
      ) : null}
      <Details payment={data} />
      {data.state === "success" && credit !== undefined ? (
        <p className="text-sm">
          اعتبار کنونی شما: <strong>{formatRial(credit)}</strong>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {data.state === "failed" ? (
          <PrefetchLink href="/wallet/credit" className={PRIMARY_LINK}>
            پرداخت دوباره
          </PrefetchLink>
        ) : null}
        {data.state === "success" ? (
          <Link href={`/wallet/invoice/${data.id}`} prefetch={false} className={PRIMARY_LINK}>
            فاکتور پرداخت
          </Link>
        ) : null}
        <PrefetchLink href={`/wallet/transactions?tx_search=${data.id}`} className={SECONDARY_LINK}>
          مشاهده در تاریخچهٔ تراکنش‌ها
        </PrefetchLink>
        {data.state !== "failed" ? (
          <PrefetchLink href="/wallet/credit" className={SECONDARY_LINK}>
            بازگشت به کیف پول
          </PrefetchLink>
        ) : null}
      </div>
    </section>
  );
}

/** A result page without a payment of this user's: nothing to tell but where to go. */
export function PaymentNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center">
      <h2 className="text-lg font-bold">{PAYMENT_MESSAGES.paymentNotFound}</h2>
      <p className="text-sm text-muted">نتیجهٔ پرداخت‌های شما در تاریخچهٔ تراکنش‌ها هست.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <PrefetchLink href="/wallet/transactions" className={PRIMARY_LINK}>
          تاریخچهٔ تراکنش‌ها
        </PrefetchLink>
        <PrefetchLink href="/wallet/credit" className={SECONDARY_LINK}>
          افزایش اعتبار
        </PrefetchLink>
      </div>
    </section>
  );
}
