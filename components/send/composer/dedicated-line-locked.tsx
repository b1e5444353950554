"use client";

import { LinkButton } from "@/components/layout/link-button";
import { PanelIcon } from "@/components/ui/panel-icon";
import { usePlans } from "@/lib/api/plans";
import { useAccess } from "@/lib/auth/access-context";
import { PLAN_SERVICE_INFO, planCost, planThatUnlocks } from "@/lib/contract/plans";
import { formatRial } from "@/lib/format/money";

const INFO = PLAN_SERVICE_INFO.dedicated_lines;

/**
 * Where lines are offered by agreement to an account whose plan does not give dedicated lines
 * (spec §6): what taking a line is, which plan unlocks it and the way to `/plans`. The lines stay
 * listed, so the account sees what it could take.
 */
export function DedicatedLineLocked() {
  const canSeePlans = useAccess().canOpen("/plans");
  const plans = usePlans();
  const unlocking = plans.data && planThatUnlocks(plans.data, "dedicated_lines");

  return (
    <section
      aria-labelledby="dedicated-line-locked"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-3 text-sm leading-7"
    >
      <h3 id="dedicated-line-locked" className="flex items-center gap-2 font-bold">
        <PanelIcon name="key" className="size-5 text-primary" />«{INFO.title}» در پنل شما فعال نیست
      </h3>
      <p className="text-muted">{INFO.description}</p>
      <p>
        {unlocking ? (
          <>
            با خرید <strong>«{unlocking.acl_role_name}»</strong> ({formatRial(planCost(unlocking))}) از کیف پول، گرفتن
            خط همان لحظه فعال می‌شود.
          </>
        ) : (
          "با خرید یکی از پنل‌ها گرفتن خط فعال می‌شود."
        )}
      </p>
      {canSeePlans ? (
        <LinkButton href="/plans" size="md" className="self-start">
          دیدن پنل‌ها
        </LinkButton>
      ) : (
        <p className="text-muted">خرید پنل با مدیر حساب است.</p>
      )}
    </section>
  );
}
