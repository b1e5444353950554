"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { PanelIcon } from "@/components/ui/panel-icon";
import { usePlans } from "@/lib/api/plans";
import { useAccess } from "@/lib/auth/access-context";
import { PLAN_SERVICE_INFO, planCost, planThatUnlocks, type PlanService } from "@/lib/contract/plans";
import { formatRial } from "@/lib/format/money";

/**
 * In place of a service the account's plan does not give (spec §6): what it does, which plan
 * unlocks it and the way to `/plans`. Never a blank page or a bare refusal.
 */
export function ServiceLocked({ service }: { service: PlanService }) {
  const info = PLAN_SERVICE_INFO[service];
  const canSeePlans = useAccess().canOpen("/plans");
  const plans = usePlans();
  const unlocking = plans.data && planThatUnlocks(plans.data, service);

  return (
    <section
      aria-labelledby="service-locked-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <PanelIcon name="key" className="size-7" />
      </span>
      <h2 id="service-locked-title" className="text-lg font-bold">
        «{info.title}» در پنل شما فعال نیست
      </h2>
      <p className="text-sm leading-7 text-muted">{info.description}</p>
      <p className="text-sm leading-7">
        {unlocking ? (
          <>
            با خرید <strong>«{unlocking.acl_role_name}»</strong> ({formatRial(planCost(unlocking))}) از کیف پول، این
            سرویس همان لحظه فعال می‌شود.
          </>
        ) : (
          "با خرید یکی از پنل‌ها این سرویس فعال می‌شود."
        )}
      </p>
      {canSeePlans ? (
        <PrefetchLink
          href="/plans"
          className="inline-flex h-11 items-center rounded-lg bg-primary px-5 text-sm font-medium text-on-primary hover:bg-primary-hover"
        >
          دیدن پنل‌ها
        </PrefetchLink>
      ) : (
        <p className="text-sm text-muted">خرید پنل با مدیر حساب است.</p>
      )}
    </section>
  );
}
