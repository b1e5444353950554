"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { NumberEntry } from "@/components/ui/number-entry/number-entry";
import { SEND_LIMITS } from "@/lib/contract/send";

interface RecipientNumbersFieldProps {
  /** The form field holding the numbers (98… as the widget keeps them). */
  name: string;
  id: string;
  label: string;
  placeholder?: string;
}

/** Mobile numbers typed or pasted into a send form, at most 1,000 (spec §5). */
export function RecipientNumbersField({ name, id, label, placeholder }: RecipientNumbersFieldProps) {
  const { control, formState } = useFormContext();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberEntry
          id={id}
          label={label}
          validateMobile
          maxCount={SEND_LIMITS.quickRecipients}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          placeholder={placeholder}
        />
      )}
    />
  );
}
