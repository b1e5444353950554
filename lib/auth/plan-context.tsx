"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AccountPlan, PlanService } from "../contract/plans";

export interface PanelPlan {
  /** The account's live plan, as check_token told it when the page was rendered; null when none. */
  plan: AccountPlan | null;
  has: (service: PlanService) => boolean;
}

function panelPlan(plan: AccountPlan | null): PanelPlan {
  return { plan, has: (service) => plan?.services.includes(service) ?? false };
}

// Outside the panel's layout nothing is gated here: the upstream decides.
const PlanContext = createContext<PanelPlan>({ plan: null, has: () => true });

/** The account's plan for every screen (spec §6: some services need a purchased panel). */
export function PlanProvider({ plan, children }: { plan: AccountPlan | null; children: ReactNode }) {
  const value = useMemo(() => panelPlan(plan), [plan]);
  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

export const usePlan = () => useContext(PlanContext);
