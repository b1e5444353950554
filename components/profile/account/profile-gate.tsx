"use client";

import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useProfile } from "@/lib/api/profile";
import type { Profile } from "@/lib/contract/profile";
import { toErrorMessage } from "@/lib/errors/to-message";

/** The profile's sections once `show_profile` has answered: a placeholder until then, the reason and a retry if it failed. */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (profile.isError) {
    return (
      <ErrorState
        message={toErrorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        className="rounded-2xl border border-border bg-surface"
      />
    );
  }
  return children(profile.data);
}
