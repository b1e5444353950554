"use client";

import { useState } from "react";
import { useSendApiKeyCode } from "@/lib/api/api-keys";

export interface SentKeyCode {
  /** Where it went (the owner's mobile, +98…). */
  mobile: string;
  /** Seconds before another may be asked for. */
  resendIn: number;
  /** False when the last code is recent and unused: that one still works. */
  sent: boolean;
}

/** The code confirming a new key or a key shown anew: asked for once, then again after its wait. */
export function useKeyCode() {
  const send = useSendApiKeyCode();
  const [sent, setSent] = useState<SentKeyCode | null>(null);

  const request = async () => {
    const answer = await send.mutateAsync();
    setSent({ mobile: answer.mobile, resendIn: answer.resend_in, sent: answer.sent });
    return answer;
  };

  return { sent, request, pending: send.isPending };
}
