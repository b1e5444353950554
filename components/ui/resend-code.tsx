"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { formatCountdown, useCountdown } from "@/lib/hooks/use-countdown";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";

/** What a resend answered, when it says more than «sent»: the upstream's own wait, and whether a new code went out. */
interface ResendAnswer {
  resend_in?: number;
  sent?: boolean;
}

export interface ResendCodeProps {
  /** Seconds to wait first, and after each send unless the answer names its own wait. */
  seconds: number;
  onResend: () => Promise<unknown>;
  /** Reports the outcome to the step: a Persian message and whether it is a failure. */
  onResult: (result: { message: string; failed: boolean }) => void;
}

/**
 * «ارسال دوباره کد» once the wait is over; until then the time left, e.g. «ارسال دوباره کد تا ۰:۴۵».
 * Sign-in's steps and the profile's phone change share it.
 */
export function ResendCode({ seconds, onResend, onResult }: ResendCodeProps) {
  const { remaining, running, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const answer = (await onResend()) as ResendAnswer | undefined;
      start(answer?.resend_in ?? seconds);
      onResult({
        message: answer?.sent === false ? "کد پیشین هنوز معتبر است؛ همان را وارد کنید." : "کد تازه فرستاده شد.",
        failed: false,
      });
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
