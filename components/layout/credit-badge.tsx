"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useCredit } from "@/lib/api/credit";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatCreditAmount } from "@/lib/format/money";
import { PanelIcon } from "@/components/ui/panel-icon";

/** The wallet credit in rials, floored and grouped, with a manual refresh that spins while it loads (spec §4). */
export function CreditBadge() {
  const { credit, isPending, isError, error, refreshing, refresh } = useCredit();
  const failed = isError && credit === undefined;
  return (
    <div className="flex items-center gap-1.5 rounded-xl bg-surface-2 py-1 ps-3 pe-1">
      <div className="flex min-w-0 flex-col leading-tight md:flex-row md:items-center md:gap-1.5">
        <span className="text-[11px] text-muted md:text-xs">اعتبار</span>
        {isPending ? (
          <Skeleton className="h-4 w-24" />
        ) : failed ? (
          <span className="text-sm text-danger" title={toErrorMessage(error)}>
            دریافت نشد
          </span>
        ) : (
          <span className="text-sm font-bold whitespace-nowrap" aria-live="polite">
            {formatCreditAmount(credit ?? 0)} <span className="text-xs font-normal text-muted">ریال</span>
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={refresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        aria-label="به‌روزرسانی اعتبار"
        title="به‌روزرسانی اعتبار"
        className="inline-flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-text disabled:cursor-wait"
      >
        {refreshing ? <Spinner className="size-4" /> : <PanelIcon name="refresh" className="size-4" />}
      </button>
    </div>
  );
}
