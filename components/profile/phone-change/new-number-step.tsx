"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { mobileProps } from "@/components/ui/input-presets";
import { useNameNewMobile } from "@/lib/api/phone-change";
import { newMobileRequestSchema, type CodeOffer } from "@/lib/contract/phone-change";
import { useZodForm } from "@/lib/forms/use-zod-form";

export interface NewNumberStepProps {
  /** The number named before, when the user came back to change it. */
  initialMobile?: string;
  /** A code went (or had already gone) to the number. */
  onCodeOffered: (offer: CodeOffer) => void;
  onCancelEdit?: () => void;
}

/** Step 2: the new number (spec §5's mobile rule); a code goes to it. */
export function NewNumberStep({ initialMobile = "", onCodeOffered, onCancelEdit }: NewNumberStepProps) {
  const form = useZodForm(newMobileRequestSchema, { defaultValues: { mobile: initialMobile } });
  const name = useNameNewMobile();
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async () => {
    setError(null);
    try {
      // The typed text goes as it is: the contract reads Persian digits and the prefixes itself.
      onCodeOffered(await name.mutateAsync(form.getValues("mobile")));
    } catch (failure) {
      setError(form.applyServerError(failure));
    }
  });

  return (
    <FormShell onSubmit={submit} error={error}>
      <p className="text-sm leading-7 text-muted">
        شمارهٔ موبایلی را که می‌خواهید از این پس به حساب متصل باشد وارد کنید. کد تأییدی به آن فرستاده می‌شود.
      </p>
      <FormTextField form={form} name="mobile" label="شمارهٔ موبایل جدید" {...mobileProps} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.formState.isSubmitting}>
          ارسال کد به شمارهٔ جدید
        </Button>
        {onCancelEdit ? (
          <Button variant="secondary" onClick={onCancelEdit}>
            انصراف
          </Button>
        ) : null}
      </div>
    </FormShell>
  );
}
