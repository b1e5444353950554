"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { useCredit } from "@/lib/api/credit";
import { useBuyPlan } from "@/lib/api/plans";
import { PAYMENT_RULES } from "@/lib/contract/payment";
import { planCost, type AccountPlan, type Plan } from "@/lib/contract/plans";
import { edgeTehranDay } from "@/lib/date/tehran-clock";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatRial } from "@/lib/format/money";
import { newIdempotencyKey } from "@/lib/send/use-send-flow";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";

/** The online top-up takes at least this much (spec §2). */
const ONLINE_MINIMUM = PAYMENT_RULES.minOnlineAmount;

export interface BuyPlanDialogProps {
  /** The plan asked about; the dialog is open while there is one. */
  plan: Plan | null;
  current: AccountPlan | null;
  onClose: () => void;
}

/**
 * Asks before a plan is bought from the wallet, saying what it costs and what becomes of the
 * present plan. One key per opening, so a retried press buys once. When the credit is short it
 * says how much is missing and leads to the top-up with that amount.
 */
export function BuyPlanDialog({ plan, current, onClose }: BuyPlanDialogProps) {
  const buy = useBuyPlan();
  const router = useRouter();
  // One key per opening: a press repeated after a lost answer buys once.
  const [key, setKey] = useState(newIdempotencyKey);

  const close = () => {
    if (buy.isPending) return;
    buy.reset();
    setKey(newIdempotencyKey());
    onClose();
  };
  const { credit } = useCredit();
  const cost = plan ? planCost(plan) : 0;
  // The credit as the header knows it; the upstream checks again when the plan is bought.
  const needed = plan && credit !== undefined && credit < cost ? Math.ceil(cost - credit) : null;
  const renewal = plan !== null && current?.acl_role_id === plan.acl_role_id;
  const days = plan ? toPersianDigits(String(plan.term_days)) : "";

  return (
    <Modal
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={plan ? `${renewal ? "تمدید" : "خرید"} «${plan.acl_role_name}»` : ""}
      description={
        plan
          ? `${formatRial(cost)} از اعتبار کیف پول شما برداشته می‌شود و سرویس‌های این پنل ${days} روز فعال می‌ماند.`
          : undefined
      }
      closeButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={buy.isPending}>
            انصراف
          </Button>
          {needed ? (
            <PrefetchLink
              href={`/wallet/credit?amount=${Math.max(needed, ONLINE_MINIMUM)}`}
              className="inline-flex h-11 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
            >
              افزایش اعتبار
            </PrefetchLink>
          ) : (
            <Button
              loading={buy.isPending}
              className="min-w-24"
              onClick={() => {
                if (!plan) return;
                buy.mutate(
                  { acl_role_id: plan.acl_role_id, idempotency_key: key },
                  {
                    onSuccess: (purchase) => {
                      toast.success(
                        `«${purchase.plan.acl_role_name}» تا ${edgeTehranDay(purchase.plan.expires_at)} فعال شد.`,
                      );
                      buy.reset();
                      setKey(newIdempotencyKey());
                      onClose();
                      // The layout reads the plan again, so every gated page opens at once.
                      router.refresh();
                    },
                  },
                );
              }}
            >
              {renewal ? "تمدید و پرداخت" : "خرید و پرداخت"}
            </Button>
          )}
        </>
      }
    >
      {current && plan && !renewal ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm leading-6">
          پنل فعلی شما، «{current.acl_role_name}»، از همین لحظه جای خود را به این پنل می‌دهد.
        </p>
      ) : null}
      {renewal && current ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm leading-6">
          مدت تازه از پایان پنل فعلی ({edgeTehranDay(current.expires_at)}) حساب می‌شود.
        </p>
      ) : null}
      {needed ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm leading-6 text-warning">
          اعتبار کیف پول شما برای این خرید کافی نیست؛ {formatRial(needed)} دیگر لازم است.
        </p>
      ) : null}
      <DialogError error={buy.error ? toErrorMessage(buy.error) : null} />
    </Modal>
  );
}
