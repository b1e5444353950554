"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { latinUsernameProps, mobileProps } from "@/components/ui/input-presets";
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";

export interface RecoveryRequestFormProps {
  defaultValues: ForgotPasswordRequest;
  /** The code is on its way: what the user typed, and what was sent (mobile in E.164). */
  onSent: (typed: ForgotPasswordRequest, sent: { username: string; mobile: string }) => void;
}

/** Step 1: the account's username and mobile number. */
export function RecoveryRequestForm({ defaultValues, onSent }: RecoveryRequestFormProps) {
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues });
  const { handleSubmit, formState, getValues, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await authApi.forgotPassword(values);
      onSent(getValues(), values);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      <FormTextField form={form} name="username" label="نام کاربری" {...latinUsernameProps} />
      <FormTextField form={form} name="mobile" label="شماره موبایل" {...mobileProps} />
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        ارسال کد تأیید
      </Button>
      <Link href="/login" className="text-center text-sm text-muted hover:text-text">
        بازگشت به ورود
      </Link>
    </FormShell>
  );
}
