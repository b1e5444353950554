"use client";

import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useBulkReport } from "@/lib/api/report";
import type { BulkReport } from "@/lib/contract/report";
import { toErrorMessage } from "@/lib/errors/to-message";
import { isSendNotFound, SendNotFound } from "./send-not-found";

/**
 * Reads the send's summary first and shows the rest of its report only once the send is known to
 * be the user's: a foreign or unknown id shows not-found and nothing is asked about it. A failed
 * refresh keeps the summary already shown.
 */
export function BulkReportGate({ id, children }: { id: string; children: (send: BulkReport) => ReactNode }) {
  const report = useBulkReport(id);
  if (report.data) return children(report.data);
  if (report.isError) {
    return isSendNotFound(report.error) ? (
      <SendNotFound />
    ) : (
      <ErrorState
        message={toErrorMessage(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  return <Skeleton className="h-64 rounded-2xl" />;
}
