"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { usePlugins } from "@/lib/api/plugins";
import { toErrorMessage } from "@/lib/errors/to-message";
import { PluginCard } from "./plugin-card";

const GRID = "grid gap-4 md:grid-cols-2";

/** The provider's integrations as cards: one column on a phone, two on a desktop. */
export function PluginCatalogue() {
  const query = usePlugins();
  if (query.isPending)
    return (
      <div className={GRID} aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className="rounded-2xl border border-border bg-surface">
        <ErrorState
          message={toErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  if (query.data.length === 0)
    return <EmptyState className="rounded-2xl border border-border bg-surface">افزونه‌ای در دسترس نیست.</EmptyState>;
  return (
    <ul className={GRID} aria-label="افزونه‌ها">
      {query.data.map((plugin) => (
        <li key={plugin.id}>
          <PluginCard plugin={plugin} />
        </li>
      ))}
    </ul>
  );
}
