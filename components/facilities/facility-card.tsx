"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Skeleton } from "@/components/ui/skeleton";
import type { Facility } from "./catalogue";
import { FACILITY_STATE_TITLES, facilityLink, type FacilityState } from "./facility-state";

const STATE_TONES: Record<FacilityState, string> = {
  active: "bg-success-soft text-success",
  needs_plan: "bg-warning-soft text-warning",
  not_set_up: "bg-surface-2 text-muted",
};

/**
 * One facility: its name, what it does, where it stands for this account and the link to it (or to
 * the plans, or to starting it). `state` null while the counts it hangs on are read; `canFollow`
 * false leaves the link out for a member whose role does not open where it leads.
 */
export function FacilityCard({
  facility,
  state,
  canFollow,
}: {
  facility: Facility;
  state: FacilityState | null;
  canFollow: (href: string) => boolean;
}) {
  const link = facilityLink(facility, state);
  const titleId = `facility-${facility.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-facility={facility.id}
      data-state={state ?? undefined}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-sm font-bold">
          {facility.title}
        </h3>
        {state ? (
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_TONES[state]}`}>
            {FACILITY_STATE_TITLES[state]}
          </span>
        ) : (
          <Skeleton className="h-5 w-20 shrink-0 rounded-full" />
        )}
      </div>
      <p className="flex-1 text-xs leading-6 text-muted">{facility.sentence}</p>
      {canFollow(link.href) ? (
        <PrefetchLink
          href={link.href}
          aria-label={`${link.label}: ${facility.title}`}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {link.label}
        </PrefetchLink>
      ) : null}
    </li>
  );
}
