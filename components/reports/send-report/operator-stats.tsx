"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useBulkStats, type StatsScope } from "@/lib/api/report";
import { toErrorMessage } from "@/lib/errors/to-message";
import { statRows } from "./stat-rows";
import { StatsChart } from "./stats-chart";
import { StatsTable } from "./stats-table";

/** A send's recipients by operator and status group (`bulk_stats` or `archive_bulk_stats`), as a chart and a table. */
export function OperatorStats({ id, scope }: { id: string; scope: StatsScope }) {
  const stats = useBulkStats(id, scope);
  const rows = stats.data ? statRows(stats.data) : null;
  return (
    <section
      aria-labelledby="operator-stats-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="operator-stats-title" className="text-base font-bold">
        آمار به تفکیک اپراتور
      </h2>
      {rows ? (
        rows.some((row) => row.total > 0) ? (
          <>
            <StatsChart rows={rows} />
            <StatsTable rows={rows} />
          </>
        ) : (
          <EmptyState>گیرنده‌ای برای نمایش در آمار نیست.</EmptyState>
        )
      ) : stats.isError ? (
        <ErrorState
          message={toErrorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <Skeleton className="h-40 rounded-xl" />
      )}
    </section>
  );
}
