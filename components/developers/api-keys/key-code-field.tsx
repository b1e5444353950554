"use client";

import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { describedBy, Field } from "@/components/ui/field";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { OtpInput } from "@/components/ui/otp-input";
import { ResendCode } from "@/components/ui/resend-code";
import type { SentKeyCode } from "./use-key-code";

export interface KeyCodeFieldProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  sent: SentKeyCode;
  onResend: () => Promise<unknown>;
}

/** The code sent to the owner's mobile: where it went, its field, and «ارسال دوباره کد» after the wait. */
export function KeyCodeField({ id, field, error, sent, onResend }: KeyCodeFieldProps) {
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(
    sent.sent ? null : { message: "کد پیشین هنوز معتبر است؛ همان را وارد کنید.", failed: false },
  );
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <p className="text-sm leading-7">
        کد ۶ رقمی پیامک‌شده به شمارهٔ صاحب حساب، <MobileNumber value={sent.mobile} />، را وارد کنید.
      </p>
      {notice ? <Alert tone={notice.failed ? "danger" : "success"}>{notice.message}</Alert> : null}
      <Field id={id} label="کد تأیید" error={error}>
        <OtpInput
          id={id}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          className="max-w-60"
          {...field}
        />
      </Field>
      <ResendCode seconds={sent.resendIn} onResend={onResend} onResult={setNotice} />
    </div>
  );
}
