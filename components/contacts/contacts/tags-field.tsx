"use client";

import { Controller, get, type Control, type FieldError, type FieldErrors } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import type { ContactFormInput } from "./contact-form-schema";
import { TagsInput } from "./tags-input";

/** The contact's tags; new ones are added right here. */
export function TagsField({
  control,
  errors,
}: {
  control: Control<ContactFormInput>;
  errors: FieldErrors<ContactFormInput>;
}) {
  const id = "tags";
  // The list's own message, or the first of a tag's.
  const own = get(errors, id) as (FieldError & (FieldError | undefined)[]) | undefined;
  const error = own?.message ?? (Array.isArray(own) ? own.find(Boolean)?.message : undefined);
  return (
    <Field id={id} label="برچسب‌ها" error={error}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagsInput
            id={id}
            value={field.value ?? []}
            onChange={(tags) => field.onChange(tags)}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
          />
        )}
      />
    </Field>
  );
}
