"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { toPersianDigits } from "@/lib/validation/digits";
import type { SecretaryFormValues } from "./secretary-form-values";

/** The messages of the list's rows, each named by its line («پاسخ ۲: …»), under the list's own. */
function answersError(errors: unknown): string | undefined {
  const list = get(errors, "correct_answers") as Record<string, unknown> | undefined;
  if (!list) return undefined;
  const rows = Object.entries(list)
    .filter(([key]) => /^\d+$/.test(key))
    .map(([key, value]) => [key, (value as FieldError | undefined)?.message] as const)
    .filter(([, message]) => message)
    .map(([key, message]) => `پاسخ ${toPersianDigits(Number(key) + 1)}: ${message}`);
  return [(list as Partial<FieldError>).message, ...rows].filter(Boolean).join("\n") || undefined;
}

/** Type 2: the contest's correct answers, one per line; a message matching any of them is correct. */
export function CorrectAnswersField() {
  const { control, formState } = useFormContext<SecretaryFormValues>();
  const error = answersError(formState.errors);
  const hint = "هر پاسخ درست در یک سطر.";
  return (
    <Field id="correct_answers" label="پاسخ‌های درست" error={error} hint={hint}>
      <Controller
        control={control}
        name="correct_answers"
        render={({ field }) => (
          <textarea
            id="correct_answers"
            ref={field.ref}
            rows={3}
            value={field.value.join("\n")}
            onChange={(event) => field.onChange(event.target.value === "" ? [] : event.target.value.split("\n"))}
            onBlur={() => {
              field.onChange(field.value.filter((answer) => answer.trim() !== ""));
              field.onBlur();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("correct_answers", error, hint)}
            className={`min-h-20 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 outline-none focus:border-primary ${
              error ? "border-danger" : "border-border"
            }`}
          />
        )}
      />
    </Field>
  );
}
