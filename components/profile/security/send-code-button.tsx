"use client";

import { Button } from "@/components/ui/button";
import { formatCountdown } from "@/lib/hooks/use-countdown";
import { toPersianDigits } from "@/lib/validation/digits";
import type { CodeToMobile } from "./use-code-to-mobile";

/** «ارسال کد تأیید», then «ارسال دوباره کد» once the resend wait (shown meanwhile) is over. */
export function SendCodeButton({ code, disabled = false }: { code: CodeToMobile; disabled?: boolean }) {
  const waiting = code.waitSeconds > 0;
  return (
    <Button
      variant={code.sentTo ? "ghost" : "primary"}
      onClick={code.request}
      loading={code.pending}
      disabled={disabled || waiting}
    >
      {!code.sentTo ? (
        "ارسال کد تأیید"
      ) : waiting ? (
        <>
          ارسال دوباره تا{" "}
          <span dir="ltr" className="tabular-nums">
            {toPersianDigits(formatCountdown(code.waitSeconds))}
          </span>
        </>
      ) : (
        "ارسال دوباره کد"
      )}
    </Button>
  );
}
