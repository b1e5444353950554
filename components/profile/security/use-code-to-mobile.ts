"use client";

import { useState } from "react";
import { useSendTwoStepCode } from "@/lib/api/security";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useCountdown } from "@/lib/hooks/use-countdown";

/** A code sent to the account's mobile for a two-step change: where it went, the wait before another, and a refusal. */
export function useCodeToMobile() {
  const send = useSendTwoStepCode();
  const countdown = useCountdown(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const request = () => {
    setError(null);
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setSentTo(sent.mobile);
        countdown.start(sent.resend_seconds);
      },
      onError: (failure) => setError(toErrorMessage(failure)),
    });
  };

  return { sentTo, error, pending: send.isPending, request, waitSeconds: countdown.running ? countdown.remaining : 0 };
}

export type CodeToMobile = ReturnType<typeof useCodeToMobile>;
