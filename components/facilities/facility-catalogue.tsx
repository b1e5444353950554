"use client";

import { ErrorState } from "@/components/ui/state-message";
import { useFacilityUsage } from "@/lib/api/facilities";
import { useAccess } from "@/lib/auth/access-context";
import { usePlan } from "@/lib/auth/plan-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { FACILITY_GROUPS } from "./catalogue";
import { FacilityCard } from "./facility-card";
import { facilityState } from "./facility-state";

/**
 * The panel's facilities in their groups, each with its state for this account: what a plan
 * unlocks follows the account's plan, what is started follows `user/facilities`' counts. A member
 * sees only what their role opens.
 */
export function FacilityCatalogue() {
  const usage = useFacilityUsage();
  const { has } = usePlan();
  const { canOpen } = useAccess();
  const groups = FACILITY_GROUPS.map((group) => ({
    ...group,
    facilities: group.facilities.filter((facility) => canOpen(facility.href)),
  })).filter((group) => group.facilities.length > 0);

  return (
    <div className="flex flex-col gap-6">
      {usage.isError ? (
        <ErrorState
          message={toErrorMessage(usage.error)}
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`facilities-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`facilities-${group.id}`} className="text-base font-bold">
            {group.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.facilities.map((facility) => (
              <FacilityCard
                key={facility.id}
                facility={facility}
                state={facilityState(facility, has, usage.data)}
                canFollow={canOpen}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
