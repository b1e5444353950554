"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useSecretaryResults } from "@/lib/api/secretaries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { KindCounts } from "./kind-counts";
import { PollResults } from "./poll-results";

/** «نتیجه»: a poll's votes by option, or what any other secretary received by kind. */
export function SecretaryResults({ id, type }: { id: number; type: number }) {
  const results = useSecretaryResults(id);
  return (
    <section
      aria-labelledby="secretary-results-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="secretary-results-title" className="text-base font-bold">
        نتیجه
      </h2>
      {results.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : results.isError ? (
        <ErrorState
          message={toErrorMessage(results.error)}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      ) : results.data.options ? (
        <PollResults options={results.data.options} />
      ) : (
        <KindCounts type={type} kinds={results.data.kinds} />
      )}
    </section>
  );
}
