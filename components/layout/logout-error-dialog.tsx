"use client";

import { MessageDialog } from "@/components/ui/dialog";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ERROR_MESSAGES } from "@/lib/errors/messages";

/** Spec §8: a failed logout opens a dialog titled with the generic send error and one confirm button. */
export function LogoutErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  return (
    <MessageDialog
      open={error != null}
      onClose={onClose}
      title={ERROR_MESSAGES.sendFailed}
      message={error != null ? toErrorMessage(error) : ""}
      confirmLabel="متوجه شدم"
    />
  );
}
