"use client";

import { Controller, get, type Control, type FieldError, type FieldErrors } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select, type SelectOption } from "@/components/ui/select";
import { loadPhonebookOptions } from "@/lib/api/phonebooks";
import type { ContactFormInput } from "./contact-form-schema";

export interface PhonebookFieldProps {
  control: Control<ContactFormInput>;
  errors: FieldErrors<ContactFormInput>;
  /** A new contact may go into several phonebooks at once; an existing one lives in one. */
  multiple: boolean;
  /** Labels of the phonebooks chosen before the list loads. */
  known: readonly SelectOption<number>[];
}

/** The phonebooks (groups) of the contact, searched by title on the server. */
export function PhonebookField({ control, errors, multiple, known }: PhonebookFieldProps) {
  const id = "phonebook_ids";
  const error = (get(errors, id) as FieldError | undefined)?.message;
  const common = {
    id,
    searchable: true,
    loadOptions: loadPhonebookOptions,
    selectedOptions: known,
    invalid: Boolean(error),
    "aria-describedby": describedBy(id, error),
  };
  return (
    <Field id={id} label={multiple ? "دفترچه‌های تلفن" : "دفترچه تلفن"} error={error}>
      <Controller
        control={control}
        name="phonebook_ids"
        render={({ field }) => {
          const value = (field.value ?? []) as number[];
          return multiple ? (
            <Select
              {...common}
              ref={field.ref}
              multiple
              value={value}
              onChange={(ids) => field.onChange(ids)}
              onBlur={field.onBlur}
              placeholder="یک یا چند دفترچه"
            />
          ) : (
            <Select
              {...common}
              ref={field.ref}
              value={value[0] ?? null}
              onChange={(bookId) => field.onChange(bookId === null ? [] : [bookId])}
              onBlur={field.onBlur}
            />
          );
        }}
      />
    </Field>
  );
}
