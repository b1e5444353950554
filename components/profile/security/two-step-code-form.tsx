"use client";

import { useId, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { OtpInput } from "@/components/ui/otp-input";
import { disableTwoStepRequestSchema } from "@/lib/contract/security";
import { useZodForm } from "@/lib/forms/use-zod-form";

export interface TwoStepCodeFormProps {
  /** What to do with the six digits; a throw puts the upstream's message beside the field. */
  onSubmit: (code: string) => Promise<unknown>;
  submitLabel: string;
  /** More buttons beside the submit one (send again, cancel). */
  children?: ReactNode;
}

/** A six-digit code (an SMS's or an authenticator app's) that confirms a two-step change. */
export function TwoStepCodeForm({ onSubmit, submitLabel, children }: TwoStepCodeFormProps) {
  const id = `two-step-code-${useId().replace(/:/g, "")}`;
  const form = useZodForm(disableTwoStepRequestSchema, { defaultValues: { code: "" } });
  const { register, handleSubmit, formState, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const error = formState.errors.code?.message;

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSubmit(code);
    } catch (failure) {
      setFormError(applyServerError(failure));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field id={id} label="کد تأیید" error={error}>
        <OtpInput
          id={id}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          className="max-w-60"
          {...register("code")}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
