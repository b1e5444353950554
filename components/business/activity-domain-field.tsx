"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { ActivityDomainSelect } from "./activity-domain-select";

const FIELD = "activity_domain_id";

/** The form's `activity_domain_id`, labelled, with its message (registration, business setup). */
export function ActivityDomainField<T extends FieldValues & { activity_domain_id: unknown }>({
  control,
  error,
}: {
  control: Control<T>;
  error?: string;
}) {
  return (
    <Field id={FIELD} label="حوزه فعالیت" error={error}>
      <Controller
        control={control}
        name={FIELD as Path<T>}
        render={({ field }) => (
          <ActivityDomainSelect
            id={FIELD}
            value={field.value as string | number}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            invalid={Boolean(error)}
            aria-describedby={describedBy(FIELD, error)}
          />
        )}
      />
    </Field>
  );
}
