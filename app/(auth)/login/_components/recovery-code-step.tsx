"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { latinTextProps } from "@/components/ui/input-presets";
import { recoveryCodeFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";

export interface RecoveryCodeStepProps {
  onSignedIn: () => void;
  onBack: () => void;
}

/**
 * The second step with a recovery code instead of the code: one of the ten shown when two-step
 * was turned on, each good once. A wrong one counts against the sign-in like a wrong code.
 */
export function RecoveryCodeStep({ onSignedIn, onBack }: RecoveryCodeStepProps) {
  const form = useZodForm(recoveryCodeFormSchema, { defaultValues: { recovery_code: "" } });
  const { handleSubmit, formState, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await authApi.confirmRecoveryCode(values);
      setEntering(true);
      onSignedIn();
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      <p className="text-sm leading-7 text-muted">
        یکی از کدهای بازیابی را که هنگام روشن کردن ورود دومرحله‌ای ذخیره کرده‌اید وارد کنید. هر کد فقط یک بار کار
        می‌کند.
      </p>
      <FormTextField
        form={form}
        name="recovery_code"
        label="کد بازیابی"
        placeholder="k7m2p-x9q4t"
        autoComplete="one-time-code"
        autoFocus
        {...latinTextProps}
        className="latin text-end"
      />
      <Button type="submit" loading={formState.isSubmitting || entering} className="w-full">
        ورود
      </Button>
      <button type="button" onClick={onBack} className="self-start text-sm text-muted hover:text-text">
        بازگشت به کد تأیید
      </button>
    </FormShell>
  );
}
