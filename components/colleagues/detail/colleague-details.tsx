"use client";

import dynamic from "next/dynamic";
import { hydratingPart } from "@/components/layout/hydrating-part";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useAllRoles, useColleague, type ColleagueAction } from "@/lib/api/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ColleagueActionDialog } from "../shared/colleague-action-dialog";
import { COLLEAGUES_HREF } from "../shared/colleague-links";
import { colleagueName } from "../shared/colleague-name";
import { LinkButton } from "@/components/layout/link-button";
import { StateActions } from "../shared/state-actions";
import { ColleagueEditForm } from "./colleague-edit-form";
import { ColleagueSessions } from "./colleague-sessions";
import { ColleagueSummary } from "./colleague-summary";
import { DetailSection } from "./detail-section";

// The log (its filters and date picker) is the page's largest part and sits below the fold.
const ActivityLog = dynamic(
  () => import("../activity/activity-log").then((module) => hydratingPart(module.ActivityLog)),
  {
    loading: () => <Skeleton className="h-64 w-full rounded-xl" />,
  },
);

function DetailsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * /colleagues/{id}: the colleague's details and state actions, their names and role to edit, their
 * open sessions, and what they did.
 */
export function ColleagueDetails({ id }: { id: number }) {
  const router = useRouter();
  const colleague = useColleague(id);
  const roles = useAllRoles();
  const [asked, setAsked] = useState<ColleagueAction | null>(null);

  if (colleague.isError || roles.isError) {
    const error = colleague.error ?? roles.error;
    return (
      <div className="flex flex-col items-center gap-3">
        <ErrorState
          message={toErrorMessage(error)}
          onRetry={() => void (colleague.isError ? colleague.refetch() : roles.refetch())}
        />
        <LinkButton href={COLLEAGUES_HREF} variant="secondary" size="md">
          بازگشت به همکاران
        </LinkButton>
      </div>
    );
  }
  if (colleague.isPending || roles.isPending) return <DetailsSkeleton />;
  const detail = colleague.data;

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <ColleagueSummary
        colleague={detail}
        actions={<StateActions state={detail.state} name={colleagueName(detail)} onAction={setAsked} size="lg" />}
      />
      <div className="grid items-start gap-4 md:gap-6 lg:grid-cols-2">
        <ColleagueEditForm key={`${detail.id}-${detail.role_id}`} colleague={detail} roles={roles.data} />
        <ColleagueSessions sessions={detail.sessions} />
      </div>
      <DetailSection id="colleague-activity" title="فعالیت‌های همکار">
        <ActivityLog memberId={detail.id} />
      </DetailSection>
      <ColleagueActionDialog
        asked={asked ? { action: asked, colleague: detail } : null}
        onClose={() => setAsked(null)}
        onDone={(action) => {
          if (action === "delete") router.push(COLLEAGUES_HREF);
        }}
      />
    </div>
  );
}
