import { PAYMENT_STATE_TITLES, type PaymentState } from "@/lib/contract/payment";

const TONES: Record<PaymentState, string> = {
  success: "bg-success-soft text-success",
  failed: "bg-danger-soft text-danger",
  pending: "bg-warning-soft text-warning",
};

/** A payment's or transaction's state in its colour (spec §4). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium ${TONES[state]}`}>
      {PAYMENT_STATE_TITLES[state]}
    </span>
  );
}
