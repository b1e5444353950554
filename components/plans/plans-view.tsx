"use client";

import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { usePlans } from "@/lib/api/plans";
import { useAccess } from "@/lib/auth/access-context";
import { usePlan } from "@/lib/auth/plan-context";
import type { Plan } from "@/lib/contract/plans";
import { edgeTehranDay } from "@/lib/date/tehran-clock";
import { toErrorMessage } from "@/lib/errors/to-message";
import { BuyPlanDialog } from "./buy-plan-dialog";
import { PlanCard } from "./plan-card";

/** The packages a user may buy, cheapest first (a reseller's package is sold by the provider). */
const forUsers = (plans: Plan[]) =>
  plans.filter((plan) => plan.acl_type === "user" && plan.status === "active").sort((a, b) => a.price - b.price);

/** `/plans`: the account's plan and the plans on sale, bought from the wallet. */
export function PlansView() {
  const plans = usePlans();
  const { plan: current } = usePlan();
  const canBuy = useAccess().isOwner;
  const [buying, setBuying] = useState<Plan | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-label="پنل فعلی"
        className="rounded-2xl border border-border bg-surface p-4 text-sm leading-7 md:p-5"
      >
        {current ? (
          <p>
            پنل فعلی شما <strong>«{current.acl_role_name}»</strong> است و تا{" "}
            <strong>{edgeTehranDay(current.expires_at)}</strong> فعال می‌ماند. هفت روز پیش از پایان، پیامک یادآوری
            می‌گیرید.
          </p>
        ) : (
          <p>
            هنوز پنلی نخریده‌اید. ارسال پیامک، گزارش‌ها، مخاطبان و یک همکار در همهٔ حساب‌ها هست؛ سرویس‌های دیگر با خرید
            یکی از پنل‌های زیر فعال می‌شوند.
          </p>
        )}
        {canBuy ? null : <p className="text-muted">خرید پنل با مدیر حساب است.</p>}
      </section>

      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorState
          message={toErrorMessage(plans.error)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {forUsers(plans.data).map((plan) => (
            <PlanCard
              key={plan.acl_role_id}
              plan={plan}
              current={plan.acl_role_id === current?.acl_role_id || (plan.price <= 0 && current === null)}
              canBuy={canBuy}
              onBuy={setBuying}
            />
          ))}
        </div>
      )}
      <BuyPlanDialog plan={buying} current={current} onClose={() => setBuying(null)} />
    </div>
  );
}
