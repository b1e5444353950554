import { HydrationBoundary } from "@tanstack/react-query";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { plansQuery } from "@/lib/api/queries/plan-queries";
import { prefetchQueries } from "@/lib/bff/prefetch";
import { getSession, liveToken } from "@/lib/bff/session";
import { PLAN_SERVICE_INFO, type PlanService } from "@/lib/contract/plans";
import { ServiceLocked } from "@/components/plans/service-locked";

/** A gated page for an account whose plan does not give its service, with the plans read on the server. */
export async function LockedServicePage({ service }: { service: PlanService }) {
  const state = await prefetchQueries(liveToken(await getSession()), [plansQuery]);
  return (
    <PageWrapper title={PLAN_SERVICE_INFO[service].title}>
      <HydrationBoundary state={state}>
        <ServiceLocked service={service} />
      </HydrationBoundary>
    </PageWrapper>
  );
}
