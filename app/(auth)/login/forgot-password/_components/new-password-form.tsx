"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormPasswordField } from "@/components/ui/form-fields";
import { FormNewPasswordField } from "@/components/ui/form-new-password-field";
import { FormShell } from "@/components/ui/form-shell";
import { newPasswordFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";

/** Step 3: the new password twice, with the strength meter; the code checked in step 2 waits in the session. */
export function NewPasswordForm({ username, onChanged }: { username: string; onChanged: () => void }) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: "", password_confirmation: "" } });
  const { handleSubmit, formState, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);

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
    <FormShell onSubmit={submit} error={formError}>
      <FormNewPasswordField form={form} name="password" label="رمز عبور تازه" username={username} />
      <FormPasswordField
        form={form}
        name="password_confirmation"
        label="تکرار رمز عبور تازه"
        autoComplete="new-password"
      />
      <Button type="submit" loading={formState.isSubmitting} className="w-full">
        ذخیره رمز عبور
      </Button>
    </FormShell>
  );
}
