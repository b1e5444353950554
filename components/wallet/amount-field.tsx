"use client";

import { Controller, get, type Control, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { formatRial } from "@/lib/format/money";
import { AmountInput } from "./amount-input";

interface AmountFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label?: string;
  /** Amounts offered as one press each. */
  presets?: readonly number[];
}

/** The amount of a top-up, with the amount in words of rials under it and optional presets. */
export function AmountField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label = "مبلغ (ریال)",
  presets,
}: AmountFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => {
        const error = (get(formState.errors, name) as FieldError | undefined)?.message;
        const digits = String(field.value ?? "");
        const hint = digits ? formatRial(Number(digits)) : undefined;
        return (
          <div className="flex flex-col gap-2">
            <Field id={name} label={label} error={error} hint={hint}>
              <AmountInput
                ref={field.ref}
                id={name}
                name={name}
                value={digits}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(error)}
                aria-describedby={describedBy(name, error, hint)}
              />
            </Field>
            {presets ? (
              <div role="group" aria-label="مبلغ‌های پیشنهادی" className="flex flex-wrap gap-2">
                {presets.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    aria-pressed={digits === String(preset)}
                    onClick={() => field.onChange(String(preset))}
                    className="h-8 rounded-lg border border-border px-3 text-xs font-medium text-text hover:bg-surface-2 aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
                  >
                    {formatRial(preset)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
}
