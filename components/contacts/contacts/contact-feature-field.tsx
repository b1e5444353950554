"use client";

import { Controller, get, type Control, type FieldError, type FieldErrors } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { describedBy, Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { dateToJalaliDay, jalaliDayToDate } from "@/lib/url-state/jalali-date";
import { featureField, type ContactFormInput } from "./contact-form-schema";

export interface ContactFeatureFieldProps {
  feature: PhonebookOption;
  control: Control<ContactFormInput>;
  errors: FieldErrors<ContactFormInput>;
}

const TYPE_HINTS = { string: undefined, int: "عدد صحیح", date: "تاریخ شمسی" } as const;

/** One custom feature's value, with the input its type wants: text, a whole number, or a Jalali day. */
export function ContactFeatureField({ feature, control, errors }: ContactFeatureFieldProps) {
  const name = `features.${featureField(feature.id)}` as const;
  const id = `feature-${feature.id}`;
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const hint = TYPE_HINTS[feature.type];
  return (
    <Field id={id} label={feature.title} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          feature.type === "date" ? (
            <DatePicker
              id={id}
              value={jalaliDayToDate(field.value ?? "")}
              onChange={(date) => field.onChange(date ? dateToJalaliDay(date) : "")}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              aria-describedby={describedBy(id, error, hint)}
            />
          ) : (
            <TextInput
              id={id}
              ref={field.ref}
              variant={feature.type === "int" ? "numeric" : "text"}
              autoComplete="off"
              value={field.value ?? ""}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              aria-describedby={describedBy(id, error, hint)}
            />
          )
        }
      />
    </Field>
  );
}
