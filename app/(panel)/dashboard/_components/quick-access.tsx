"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useQuickAccess } from "@/lib/api/home";
import { useAccess } from "@/lib/auth/access-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { HomeSection } from "./home-section";
import { QuickAccessTile } from "./quick-access-tile";

const GRID = "grid grid-cols-3 gap-2 sm:grid-cols-4 md:gap-3 lg:grid-cols-8";

/** Shortcuts the upstream picks for this user, in its order, less those the member's role does not reach. */
export function QuickAccess() {
  const { data, isPending, isError, error, refetch, isFetching } = useQuickAccess();
  const { canOpen } = useAccess();
  // A colleague sees only the tiles whose page their role reaches.
  const tiles = (data ?? []).filter((item) => canOpen(item.link));
  return (
    <HomeSection id="quick-access-title" title="دسترسی سریع" icon="grid">
      {isPending ? (
        <div className={GRID} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState
          message={toErrorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="min-h-24"
        />
      ) : tiles.length === 0 ? (
        <EmptyState className="min-h-24">دسترسی سریعی برای شما تعریف نشده است.</EmptyState>
      ) : (
        <ul className={GRID}>
          {tiles.map((item) => (
            <li key={item.id}>
              <QuickAccessTile item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
