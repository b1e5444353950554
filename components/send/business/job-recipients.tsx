"use client";

import { ErrorState } from "@/components/ui/state-message";
import type { useJobCounts } from "@/lib/api/jobs";
import { SEND_LIMITS } from "@/lib/contract/send";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { OperatorSlices } from "../bank/operator-slices";

/**
 * The category's numbers per operator group and how many of each to send to; until a category is
 * chosen, a hint, and a failed count with its reason and a retry.
 */
export function JobRecipients({
  chosenCategory,
  counts,
}: {
  chosenCategory: boolean;
  counts: ReturnType<typeof useJobCounts>;
}) {
  if (!chosenCategory) return <p className="text-sm text-muted">برای دیدن تعداد شماره‌ها، صنف را انتخاب کنید.</p>;
  if (counts.isError && !counts.data) {
    return (
      <ErrorState
        message={toErrorMessage(counts.error)}
        onRetry={() => void counts.refetch()}
        retrying={counts.isFetching}
        className="rounded-xl border border-border"
      />
    );
  }
  const available = counts.data ? counts.data.mci_count + counts.data.irancell_count + counts.data.other_count : null;
  return (
    <>
      <OperatorSlices base="slices" counts={counts.data} loading={counts.isFetching} />
      {available !== null && !counts.isFetching && available < SEND_LIMITS.bankMinimum ? (
        <p className="text-sm text-warning">
          در این دسته تنها {groupDigits(available)} شماره هست، کمتر از {groupDigits(SEND_LIMITS.bankMinimum)} گیرندهٔ
          لازم؛ زیرصنف را بردارید یا صنف دیگری انتخاب کنید.
        </p>
      ) : null}
    </>
  );
}
