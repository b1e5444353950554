"use client";

import type { ComponentType, ReactNode } from "react";
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { describedBy, Field } from "./field";
import { PasswordInput, type PasswordInputProps } from "./password-input";
import { TextInput, type TextInputProps } from "./text-input";

/** The props the form supplies, so a caller cannot pass them too. */
type FromForm = "form" | "id" | "name" | "onChange" | "onBlur" | "ref";

interface BindingProps<T extends FieldValues> {
  /** The useZodForm result (only `register` and `formState` are read). */
  form: Pick<UseFormReturn<T>, "register" | "formState">;
  /** The field's name in the schema; also the input's id. */
  name: Path<T>;
  label: string;
  hint?: ReactNode;
}

export type FormTextFieldProps<T extends FieldValues> = BindingProps<T> & Omit<TextInputProps, FromForm>;
export type FormPasswordFieldProps<T extends FieldValues> = BindingProps<T> & Omit<PasswordInputProps, FromForm>;

/**
 * Field around an input bound to one field of the form: the error message, aria-invalid,
 * aria-describedby and register come from the form. `invalid` marks the input invalid even
 * without an error; an `aria-describedby` given is added after the form's own.
 */
function BoundField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  invalid,
  "aria-describedby": alsoDescribedBy,
  Input,
  ...rest
}: FormTextFieldProps<T> & { Input: ComponentType<TextInputProps> }) {
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const ariaDescribedBy = [describedBy(name, error, hint), alsoDescribedBy].filter(Boolean).join(" ");
  return (
    <Field id={name} label={label} error={error} hint={hint}>
      <Input
        {...rest}
        id={name}
        invalid={Boolean(error) || invalid}
        aria-describedby={ariaDescribedBy || undefined}
        {...form.register(name)}
      />
    </Field>
  );
}

/** A labelled TextInput bound to one field of the form; other props go to the input. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <BoundField {...props} Input={TextInput} />;
}

/** A labelled PasswordInput bound to one field of the form; other props go to the input. */
export function FormPasswordField<T extends FieldValues>(props: FormPasswordFieldProps<T>) {
  return <BoundField {...props} Input={PasswordInput} />;
}
