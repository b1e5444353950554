"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useCancelSend } from "@/lib/api/send";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

export interface CancelSendButtonProps {
  /** The send's id (`messages_outbox_id`). */
  sendId: number;
  /** After the upstream stopped it: read the send again. */
  onCancelled: () => void;
}

/**
 * Stops a send that has not ended (spec §4), after asking: the question stays open with the
 * reason when stopping fails, and closes with a toast when it worked.
 */
export function CancelSendButton({ sendId, onCancelled }: CancelSendButtonProps) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSend(() => {
    setAsking(false);
    toast.success("ارسال لغو شد.");
    onCancelled();
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        لغو ارسال
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) cancel.reset();
        }}
        title="لغو ارسال"
        message="پیامک‌هایی که هنوز فرستاده نشده‌اند فرستاده نمی‌شوند و هزینهٔ آن‌ها به کیف پول شما برمی‌گردد."
        confirmLabel="لغو ارسال"
        cancelLabel="بازگشت"
        tone="danger"
        pending={cancel.isPending}
        error={cancel.error ? toErrorMessage(cancel.error) : null}
        onConfirm={() => cancel.mutate(sendId)}
      />
    </>
  );
}
