"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { OtpInput } from "@/components/ui/otp-input";
import { otpFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ResendCode } from "@/components/ui/resend-code";

export interface OtpStepProps {
  /** What was sent where, in a sentence. */
  description: ReactNode;
  /** Sends the code; throws the call's error so it can be shown. Resolving means this step is done. */
  onConfirm: (otp: string) => Promise<void>;
  /** Sends a new code; absent where there is nothing to resend (an authenticator app). */
  onResend?: () => Promise<unknown>;
  resendSeconds: number;
  submitLabel?: string;
  backLabel: string;
  onBack: () => void;
}

const FIELD_ID = "otp";

/** The one-time code step shared by sign-in, password recovery and registration. */
export function OtpStep({
  description,
  onConfirm,
  onResend,
  resendSeconds,
  submitLabel = "تأیید",
  backLabel,
  onBack,
}: OtpStepProps) {
  const form = useZodForm(otpFormSchema, { defaultValues: { otp: "" } });
  const { register, handleSubmit, formState, applyServerError } = form;
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const error = formState.errors.otp?.message;

  const submit = handleSubmit(async ({ otp }) => {
    setNotice(null);
    try {
      await onConfirm(otp);
      setDone(true);
    } catch (failure) {
      const message = applyServerError(failure);
      if (message) setNotice({ message, failed: true });
    }
  });

  const busy = formState.isSubmitting || done;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-sm leading-7 text-muted">{description}</p>
      {notice ? <Alert tone={notice.failed ? "danger" : "success"}>{notice.message}</Alert> : null}
      <Field id={FIELD_ID} label="کد تأیید" error={error}>
        <OtpInput
          id={FIELD_ID}
          autoFocus
          invalid={Boolean(error)}
          aria-describedby={describedBy(FIELD_ID, error)}
          {...register("otp")}
          onComplete={() => {
            if (!busy) void submit();
          }}
        />
      </Field>
      <Button type="submit" loading={busy} className="w-full">
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {onResend ? <ResendCode seconds={resendSeconds} onResend={onResend} onResult={setNotice} /> : <span />}
        <button type="button" onClick={onBack} className="text-sm text-muted hover:text-text">
          {backLabel}
        </button>
      </div>
    </form>
  );
}
