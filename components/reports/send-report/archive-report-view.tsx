"use client";

import { BulkReportGate } from "./bulk-report-gate";
import { OperatorStats } from "./operator-stats";
import { SendSummary } from "./send-summary";

/** /reports/archive-details/{id}: a send older than the report window, settled: its summary and statistics by operator. */
export function ArchiveReportView({ id }: { id: string }) {
  return (
    <BulkReportGate id={id}>
      {(send) => (
        <div className="flex flex-col gap-4 md:gap-6">
          <SendSummary send={send} />
          <OperatorStats id={id} scope="archived" />
        </div>
      )}
    </BulkReportGate>
  );
}
