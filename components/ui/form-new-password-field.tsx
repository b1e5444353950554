"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormPasswordField } from "./form-fields";
import { PasswordStrength } from "./password-strength";

export interface FormNewPasswordFieldProps<T extends FieldValues> {
  /** The useZodForm result (`register`, `formState` and `watch` are read). */
  form: Pick<UseFormReturn<T>, "register" | "formState" | "watch">;
  name: Path<T>;
  label: string;
  /** The account's username, so the meter can advise against putting it in the password. */
  username: string;
}

/** A new password bound to the form, with the strength meter under it (and tied to it). */
export function FormNewPasswordField<T extends FieldValues>({
  form,
  name,
  label,
  username,
}: FormNewPasswordFieldProps<T>) {
  const strengthId = `${name}-strength`;
  const password: string = form.watch(name) ?? "";
  return (
    <div className="flex flex-col gap-2">
      <FormPasswordField
        form={form}
        name={name}
        label={label}
        autoComplete="new-password"
        aria-describedby={strengthId}
      />
      <PasswordStrength id={strengthId} password={password} username={username} />
    </div>
  );
}
