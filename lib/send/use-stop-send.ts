"use client";

import { useCancelSend } from "../api/send";
import { toast } from "../ui/toast-store";

/**
 * Stopping a send, as its success page and its report both offer it: «ارسال لغو شد» and a fresh
 * read of the send, from the mutation's own callback, so they happen even when a live update has
 * already taken the stop button away.
 */
export function useStopSend(onStopped: () => void) {
  return useCancelSend(() => {
    toast.success("ارسال لغو شد.");
    onStopped();
  });
}
