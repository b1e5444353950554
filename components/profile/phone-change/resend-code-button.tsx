"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { CodeOffer } from "@/lib/contract/phone-change";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatCountdown, useCountdown } from "@/lib/hooks/use-countdown";
import { toPersianDigits } from "@/lib/validation/digits";

export interface ResendCodeButtonProps {
  /** Seconds until another code may be asked for, as the last answer said. */
  waitSeconds: number;
  onResend: () => Promise<CodeOffer>;
  /** The outcome in Persian, and whether it failed. */
  onResult: (result: { message: string; failed: boolean }) => void;
}

/** «ارسال دوباره کد» once the upstream's wait is over; until then the time left, e.g. «ارسال دوباره کد تا ۰:۴۵». */
export function ResendCodeButton({ waitSeconds, onResend, onResult }: ResendCodeButtonProps) {
  const { remaining, running, start } = useCountdown(waitSeconds);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const offer = await onResend();
      start(offer.resend_in);
      onResult({
        message: offer.sent ? "کد تازه فرستاده شد." : "کد پیشین هنوز معتبر است؛ همان را وارد کنید.",
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
