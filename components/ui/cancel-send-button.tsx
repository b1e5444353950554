"use client";

import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "./button";
import { ConfirmDialog } from "./dialog";
import { toErrorMessage } from "@/lib/errors/to-message";

export interface CancelSendButtonProps {
  /** The send's id (`messages_outbox_id`). */
  sendId: number;
  /** The stop itself (`useStopSend`), whose own callback says it worked even if this button is gone by then. */
  cancel: UseMutationResult<unknown, Error, number>;
}

/**
 * Stops a send that has not ended (spec §4), after asking: the question stays open with the
 * reason when stopping fails, and closes when it worked.
 */
export function CancelSendButton({ sendId, cancel }: CancelSendButtonProps) {
  const [asking, setAsking] = useState(false);
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
        onConfirm={() => cancel.mutate(sendId, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
