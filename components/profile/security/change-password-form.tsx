"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormPasswordField } from "@/components/ui/form-fields";
import { FormNewPasswordField } from "@/components/ui/form-new-password-field";
import { FormShell } from "@/components/ui/form-shell";
import { useChangePassword } from "@/lib/api/security";
import { changePasswordRequestSchema } from "@/lib/contract/security";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toPersianDigits } from "@/lib/validation/digits";
import { SecurityCard } from "./security-card";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };

/** What the change did: the other sessions it ended, if any. */
function changedMessage(endedSessions: number): string {
  return endedSessions > 0
    ? `رمز عبور تغییر کرد و ${toPersianDigits(endedSessions)} نشست دیگر بسته شد؛ این نشست باز می‌ماند.`
    : "رمز عبور تغییر کرد.";
}

/**
 * The current password, the new one with the strength meter (spec §5, not containing the username
 * recommended) and its confirmation: the rules of the upstream's own schema, checked here first.
 */
export function ChangePasswordForm({ username, readOnly }: { username: string; readOnly: boolean }) {
  const change = useChangePassword();
  const form = useZodForm(changePasswordRequestSchema, { defaultValues: EMPTY });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setDone(null);
    change.mutate(values, {
      onSuccess: (result) => {
        form.reset(EMPTY);
        setDone(changedMessage(result.ended_sessions));
      },
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <SecurityCard
      id="change-password"
      title="تغییر رمز عبور"
      description="با تغییر رمز عبور، همهٔ نشست‌های دیگر شما در دستگاه‌ها و مرورگرهای دیگر بسته می‌شوند."
    >
      {done ? <Alert tone="success">{done}</Alert> : null}
      <FormShell onSubmit={submit} error={formError}>
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
          <legend className="sr-only">تغییر رمز عبور</legend>
          <FormPasswordField
            form={form}
            name="current_password"
            label="رمز عبور فعلی"
            autoComplete="current-password"
          />
          <FormNewPasswordField form={form} name="password" label="رمز عبور تازه" username={username} />
          <FormPasswordField
            form={form}
            name="password_confirmation"
            label="تکرار رمز عبور تازه"
            autoComplete="new-password"
          />
          <Button type="submit" loading={change.isPending} className="self-start">
            تغییر رمز عبور
          </Button>
        </fieldset>
      </FormShell>
    </SecurityCard>
  );
}
