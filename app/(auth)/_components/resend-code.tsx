"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { formatCountdown, useCountdown } from "@/lib/hooks/use-countdown";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";

export interface ResendCodeProps {
  /** Seconds to wait after each send; the first code was sent just before this appears. */
  seconds: number;
  onResend: () => Promise<unknown>;
  /** Reports the outcome to the step: a Persian message and whether it is a failure. */
  onResult: (result: { message: string; failed: boolean }) => void;
}

/** «ارسال دوباره کد» once the wait is over; until then the time left, e.g. «ارسال دوباره کد تا ۰:۴۵». */
export function ResendCode({ seconds, onResend, onResult }: ResendCodeProps) {
  const { remaining, running, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
      start(seconds);
      onResult({ message: "کد تازه فرستاده شد.", failed: false });
    } catch (error) {
      onResult({ message: toErrorMessage(error), failed: true });
    } finally {
      setSending(false);
    }
  }

  if (running) {
    return (
      <p className="text-sm text-muted" aria-live="off">
        ارسال دوباره کد تا{" "}
        <span dir="ltr" className="inline-block tabular-nums">
          {toPersianDigits(formatCountdown(remaining))}
        </span>
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={resend}
      disabled={sending}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:text-primary-hover disabled:opacity-60"
    >
      {sending ? <Spinner className="size-3.5" /> : null}
      ارسال دوباره کد
    </button>
  );
}
