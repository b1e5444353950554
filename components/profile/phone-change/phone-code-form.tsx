"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { OtpInput } from "@/components/ui/otp-input";
import { phoneChangeCodeSchema, type CodeOffer } from "@/lib/contract/phone-change";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ResendCode } from "@/components/ui/resend-code";

export interface PhoneCodeFormProps {
  /** The code field's id, unique on the page. */
  id: string;
  /** What was sent where, in a sentence. */
  description: ReactNode;
  submitLabel: string;
  /** Seconds until another code may be asked for. */
  waitSeconds: number;
  /** Sends the code; throws the call's error so it shows beside the field. */
  onConfirm: (otp: string) => Promise<unknown>;
  onResend: () => Promise<CodeOffer>;
  /** The code was refused, or the user is typing another one (false). */
  onFailedChange?: (failed: boolean) => void;
  children?: ReactNode;
}

/** A one-time code of the phone change: the code field, its refusal beside it, and the resend countdown. */
export function PhoneCodeForm({
  id,
  description,
  submitLabel,
  waitSeconds,
  onConfirm,
  onResend,
  onFailedChange,
  children,
}: PhoneCodeFormProps) {
  const form = useZodForm(phoneChangeCodeSchema, { defaultValues: { otp: "" } });
  const { register, handleSubmit, formState, applyServerError } = form;
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const error = formState.errors.otp?.message;
  const field = register("otp");

  const submit = handleSubmit(async ({ otp }) => {
    setNotice(null);
    try {
      await onConfirm(otp);
    } catch (failure) {
      onFailedChange?.(true);
      const message = applyServerError(failure);
      if (message) setNotice({ message, failed: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">{description}</p>
      {notice ? <Alert tone={notice.failed ? "danger" : "success"}>{notice.message}</Alert> : null}
      <Field id={id} label="کد تأیید" error={error}>
        <OtpInput
          id={id}
          autoFocus
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          {...field}
          onChange={(event) => {
            onFailedChange?.(false);
            return field.onChange(event);
          }}
          onComplete={() => {
            if (!formState.isSubmitting) void submit();
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResendCode seconds={waitSeconds} onResend={onResend} onResult={setNotice} />
        <div className="flex flex-wrap items-center gap-2">
          {children}
          <Button type="submit" loading={formState.isSubmitting} className="min-w-28">
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
