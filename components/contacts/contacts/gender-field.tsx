"use client";

import { Controller, get, type Control, type FieldError, type FieldErrors } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { GENDER_TITLES, GENDERS } from "@/lib/contract/contacts";
import type { ContactFormInput } from "./contact-form-schema";

const GENDER_OPTIONS = Object.values(GENDERS).map((value) => ({ value, label: GENDER_TITLES[value]! }));

/** Male, female or legal entity; cleared for unknown. */
export function GenderField({
  control,
  errors,
}: {
  control: Control<ContactFormInput>;
  errors: FieldErrors<ContactFormInput>;
}) {
  const id = "gender";
  const error = (get(errors, id) as FieldError | undefined)?.message;
  return (
    <Field id={id} label="جنسیت" error={error}>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <Select
            id={id}
            ref={field.ref}
            clearable
            options={GENDER_OPTIONS}
            value={(field.value as number | null | undefined) ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            placeholder="نامشخص"
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
          />
        )}
      />
    </Field>
  );
}
