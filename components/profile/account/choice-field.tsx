"use client";

import { Controller, get, type Control, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select, type SelectOption, type SelectValue } from "@/components/ui/select";

export interface ChoiceFieldProps<T extends FieldValues, V extends SelectValue> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  /** A search box over the options (a long list such as cities). */
  searchable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  /** Called when another value is chosen, with that value. */
  onChosen?: (value: V | null) => void;
}

/** A labelled select box bound to one field of the form, its error beside it. */
export function ChoiceField<T extends FieldValues, V extends SelectValue>({
  control,
  name,
  label,
  options,
  placeholder,
  searchable,
  clearable,
  disabled,
  onChosen,
}: ChoiceFieldProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => {
        const error = (get(formState.errors, name) as FieldError | undefined)?.message;
        return (
          <Field id={name} label={label} error={error}>
            <Select<V>
              id={name}
              ref={field.ref}
              options={options}
              value={(field.value as V | null | undefined) ?? null}
              onChange={(value) => {
                if (value === field.value) return;
                field.onChange(value);
                onChosen?.(value);
              }}
              onBlur={field.onBlur}
              placeholder={placeholder}
              searchable={searchable}
              clearable={clearable}
              disabled={disabled}
              invalid={Boolean(error)}
              aria-describedby={describedBy(name, error)}
            />
          </Field>
        );
      }}
    />
  );
}
