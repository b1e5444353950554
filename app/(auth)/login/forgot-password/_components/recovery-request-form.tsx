"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
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
  const { register, handleSubmit, formState, getValues, applyServerError } = useZodForm(forgotPasswordRequestSchema, {
    defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = formState.errors;

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
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field id="username" label="نام کاربری" error={errors.username?.message}>
        <TextInput
          id="username"
          dir="ltr"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="latin text-end"
          invalid={Boolean(errors.username)}
          aria-describedby={describedBy("username", errors.username?.message)}
          {...register("username")}
        />
      </Field>
      <Field id="mobile" label="شماره موبایل" error={errors.mobile?.message}>
        <TextInput
          id="mobile"
          variant="tel"
          autoComplete="tel"
          placeholder="09121234567"
          className="latin"
          invalid={Boolean(errors.mobile)}
          aria-describedby={describedBy("mobile", errors.mobile?.message)}
          {...register("mobile")}
        />
      </Field>
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        ارسال کد تأیید
      </Button>
      <Link href="/login" className="text-center text-sm text-muted hover:text-text">
        بازگشت به ورود
      </Link>
    </form>
  );
}
