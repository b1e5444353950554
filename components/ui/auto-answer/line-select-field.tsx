"use client";

import { useEffect } from "react";
import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select, type SelectOption } from "@/components/ui/select";

export interface LineSelectFieldProps {
  name: "receiver_number" | "sender_number";
  label: string;
  options: readonly SelectOption<string>[] | undefined;
  /** The line chosen when the field is still empty once the lines arrive. */
  initial: string | undefined;
  loadError: string | null;
  hint?: string;
}

/** The two lines of an auto-responder's form: where the SMS arrive, and where its answers go from. */
interface AnswerLines {
  receiver_number: string;
  sender_number: string;
}

/** One of the account's lines, by its number; the first sensible one is chosen for a new secretary or reader. */
export function LineSelectField({ name, label, options, initial, loadError, hint }: LineSelectFieldProps) {
  const { control, formState, getValues, setValue, clearErrors } = useFormContext<AnswerLines>();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message ?? loadError ?? undefined;

  useEffect(() => {
    if (!initial || getValues(name)) return;
    setValue(name, initial, { shouldDirty: false });
    clearErrors(name);
  }, [initial, name, getValues, setValue, clearErrors]);

  return (
    <Field id={name} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            id={name}
            ref={field.ref}
            options={options ?? []}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? "")}
            onBlur={field.onBlur}
            placeholder={options ? "یک خط انتخاب کنید" : "در حال دریافت خطوط…"}
            invalid={Boolean(error)}
            aria-describedby={describedBy(name, error, hint)}
          />
        )}
      />
    </Field>
  );
}
