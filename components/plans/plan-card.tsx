import { Button } from "@/components/ui/button";
import { planCost, type Plan } from "@/lib/contract/plans";
import { formatRial } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { PlanServices } from "./plan-services";

export interface PlanCardProps {
  plan: Plan;
  /** The account holds this plan now. */
  current: boolean;
  /** Buying is the owner's; a colleague sees the plans without the button. */
  canBuy: boolean;
  onBuy: (plan: Plan) => void;
}

/** One package on sale: its price and discount, its term and what it unlocks. */
export function PlanCard({ plan, current, canBuy, onBuy }: PlanCardProps) {
  const free = plan.price <= 0;
  const cost = planCost(plan);
  const titleId = `plan-${plan.acl_role_id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border bg-surface p-4 md:p-5 ${current ? "border-primary" : "border-border"}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold">
          {plan.acl_role_name}
        </h2>
        {current ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary">پنل فعلی</span>
        ) : null}
      </header>
      <div className="flex flex-col gap-1">
        {free ? (
          <p className="text-lg font-bold">رایگان</p>
        ) : (
          <>
            {plan.special_disc > 0 ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <s>{formatRial(plan.price)}</s>
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                  {toPersianDigits(String(plan.special_disc))}٪ تخفیف
                </span>
              </p>
            ) : null}
            <p className="text-lg font-bold">{formatRial(cost)}</p>
            <p className="text-sm text-muted">برای {toPersianDigits(String(plan.term_days))} روز</p>
          </>
        )}
      </div>
      <PlanServices services={plan.services} />
      {free ? (
        <p className="mt-auto text-sm text-muted">همهٔ حساب‌ها این امکانات را دارند.</p>
      ) : canBuy ? (
        <Button
          variant={current ? "secondary" : "primary"}
          className="mt-auto"
          onClick={() => onBuy(plan)}
          aria-label={`${current ? "تمدید" : "خرید"} ${plan.acl_role_name}`}
        >
          {current ? "تمدید" : "خرید"}
        </Button>
      ) : null}
    </article>
  );
}
