"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import type { SecretaryFormValues } from "./secretary-form-values";

type AnswerName = "other_answer" | "correct_text" | "wrong_text" | "repeated_text" | "answer_text" | "out_text";

/** A text a secretary answers with; an empty box is no text (null), which an optional answer allows. */
export function AnswerTextField({ name, label, hint }: { name: AnswerName; label: string; hint?: string }) {
  const { control, formState } = useFormContext<SecretaryFormValues>();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;
  return (
    <Field id={name} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <textarea
            id={name}
            ref={field.ref}
            rows={3}
            value={field.value ?? ""}
            onChange={(event) => field.onChange(event.target.value.trim() === "" ? null : event.target.value)}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(name, error, hint)}
            className={`min-h-20 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none placeholder:text-muted focus:border-primary ${
              error ? "border-danger" : "border-border"
            }`}
          />
        )}
      />
    </Field>
  );
}
