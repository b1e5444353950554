"use client";

import { forwardRef } from "react";
import { normalizeOtp, OTP_LENGTH } from "@/lib/validation/otp";
import { TextInput, type TextInputProps } from "./text-input";

export interface OtpInputProps extends Omit<TextInputProps, "variant" | "maxLength"> {
  /** Called with the code once all of its digits are in, e.g. to submit without a click. */
  onComplete?: (code: string) => void;
}

/**
 * One field for a one-time code: the phone offers the code from the SMS (one-time-code), Persian
 * and Arabic digits become Latin ones, anything else (spaces, dashes from a pasted message) is
 * dropped, and the code is cut to its length after conversion rather than before.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { onChange, onComplete, className = "", ...rest },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      variant="numeric"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      // The indent balances the letter spacing after the last digit, so the code sits in the middle.
      className={`latin h-12 text-center! indent-[0.5em] text-xl font-medium tracking-[0.5em] ${className}`}
      onChange={(event) => {
        event.target.value = normalizeOtp(event.target.value);
        onChange?.(event);
        if (event.target.value.length === OTP_LENGTH) onComplete?.(event.target.value);
      }}
      {...rest}
    />
  );
});
