"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ERROR_MESSAGES } from "@/lib/errors/messages";

/** The dialog's parts (Radix Dialog) load with the first failure to show, not with every page. */
const MessageDialog = dynamic(() => import("@/components/ui/dialog").then((module) => module.MessageDialog));

/** Spec §8: a failed logout opens a dialog titled with the generic send error and one confirm button. */
export function LogoutErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const [shown, setShown] = useState(false);
  if (error != null && !shown) setShown(true);
  if (!shown) return null;
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
