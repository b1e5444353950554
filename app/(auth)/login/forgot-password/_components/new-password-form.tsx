"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrength } from "@/components/ui/password-strength";
import { newPasswordFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";

/** Step 3: the new password twice, with the strength meter; the code checked in step 2 waits in the session. */
export function NewPasswordForm({ username, onChanged }: { username: string; onChanged: () => void }) {
  const { register, handleSubmit, formState, watch, applyServerError } = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: "", password_confirmation: "" },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errors = formState.errors;
  const password = watch("password");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await authApi.changePasswordByToken(values);
      onChanged();
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="flex flex-col gap-2">
        <Field id="password" label="رمز عبور تازه" error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            aria-describedby={[describedBy("password", errors.password?.message), "password-strength"].filter(Boolean).join(" ")}
            {...register("password")}
          />
        </Field>
        <PasswordStrength id="password-strength" password={password} username={username} />
      </div>
      <Field id="password_confirmation" label="تکرار رمز عبور تازه" error={errors.password_confirmation?.message}>
        <PasswordInput
          id="password_confirmation"
          autoComplete="new-password"
          invalid={Boolean(errors.password_confirmation)}
          aria-describedby={describedBy("password_confirmation", errors.password_confirmation?.message)}
          {...register("password_confirmation")}
        />
      </Field>
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        ذخیره رمز عبور
      </Button>
    </form>
  );
}
