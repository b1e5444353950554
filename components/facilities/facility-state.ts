import type { FacilityUsage } from "@/lib/contract/facilities";
import type { PlanService } from "@/lib/contract/plans";
import type { Facility } from "./catalogue";

/** Where a facility stands for this account. */
export type FacilityState = "active" | "needs_plan" | "not_set_up";

export const FACILITY_STATE_TITLES: Record<FacilityState, string> = {
  active: "فعال",
  needs_plan: "نیاز به پنل",
  not_set_up: "هنوز راه‌اندازی نشده",
};

/** The plans' page, where a service a plan unlocks is bought. */
export const PLANS_HREF = "/plans";

/**
 * A facility's state: one a plan must unlock needs a plan while the account's does not; one the
 * account starts using is not set up yet while its count is 0; the rest is active. Null while the
 * counts are not known and the state hangs on them.
 */
export function facilityState(
  facility: Facility,
  has: (service: PlanService) => boolean,
  usage: FacilityUsage | undefined,
): FacilityState | null {
  if (facility.service && !has(facility.service)) return "needs_plan";
  if (!facility.usage) return "active";
  if (!usage) return null;
  return usage[facility.usage] > 0 ? "active" : "not_set_up";
}

/** The link a facility's card offers in its state: buy a plan, start it, or use it. */
export function facilityLink(facility: Facility, state: FacilityState | null): { href: string; label: string } {
  if (state === "needs_plan") return { href: PLANS_HREF, label: "دیدن پنل‌ها" };
  if (state === "not_set_up" && facility.setup) return facility.setup;
  return { href: facility.href, label: state === "not_set_up" ? "شروع" : "ورود" };
}
