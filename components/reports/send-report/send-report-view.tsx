"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CancelSendButton } from "@/components/ui/cancel-send-button";
import { useStopSend } from "@/lib/send/use-stop-send";
import { useAccess } from "@/lib/auth/access-context";
import { reportKeys, useLiveSendReport } from "@/lib/api/report";
import { isCancellable } from "@/lib/send/send-states";
import { BulkReportGate } from "./bulk-report-gate";
import { OperatorStats } from "./operator-stats";
import { RecipientsPanel } from "./recipients-panel";
import { SendSummary } from "./send-summary";
import { useArchivedRedirect } from "./use-archived-redirect";

/**
 * /reports/{id}: a send of the report window, followed live: its summary (stopped here while it
 * has not ended), statistics by operator, and recipients; an archived send goes to its archive page.
 */
export function SendReportView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  useLiveSendReport(id);
  useArchivedRedirect(id);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.send(id) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
  };
  const stop = useStopSend(refresh);
  const canCancel = useAccess().can("reports.cancel");

  return (
    <BulkReportGate id={id}>
      {(send) => (
        <div className="flex flex-col gap-4 md:gap-6">
          <SendSummary
            send={send}
            actions={
              canCancel && isCancellable(send.state_id) ? (
                <CancelSendButton sendId={Number(send.messages_outbox_id)} cancel={stop} />
              ) : null
            }
          />
          <OperatorStats id={id} scope="current" />
          <RecipientsPanel id={id} />
        </div>
      )}
    </BulkReportGate>
  );
}
