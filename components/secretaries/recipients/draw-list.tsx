"use client";

import { LatinText } from "@/components/ui/latin-text";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useSecretaryDraws } from "@/lib/api/secretaries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { tehranSendTime } from "@/lib/date/tehran-clock";

/** A contest's draws, newest first: when, its seed, how many correct answers it drew among, and the winners in order. */
export function DrawList({ id }: { id: number }) {
  const draws = useSecretaryDraws(id, true);
  if (draws.isPending) return <Skeleton className="h-20 w-full" />;
  if (draws.isError)
    return (
      <ErrorState
        message={toErrorMessage(draws.error)}
        onRetry={() => void draws.refetch()}
        retrying={draws.isFetching}
      />
    );
  if (draws.data.length === 0) return <EmptyState>هنوز قرعه‌کشی نشده است.</EmptyState>;
  return (
    <ul aria-label="قرعه‌کشی‌ها" className="flex flex-col gap-3">
      {draws.data.map((draw) => (
        <li key={draw.id} className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-muted">
            <span dir="ltr">{tehranSendTime(draw.created_at)}</span>
            <span>
              {`${groupDigits(draw.count)} برنده از ${groupDigits(draw.pool)} پاسخ درست، بذر `}
              <LatinText>{draw.seed}</LatinText>
            </span>
          </div>
          <ol aria-label="برندگان" className="flex flex-wrap gap-2">
            {draw.winners.map((winner, index) => (
              <li key={winner} className="rounded-lg bg-surface-2 px-2 py-1">
                <span className="text-muted">{`${toPersianDigits(index + 1)}. `}</span>
                <MobileNumber value={winner} />
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
