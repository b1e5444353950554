"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { Role } from "@/lib/contract/colleagues";

const FIELD = "role_id";

/** The form's `role_id`: one of the account's roles, labelled, with its message. */
export function RoleField<T extends FieldValues & { role_id: unknown }>({
  control,
  roles,
  error,
}: {
  control: Control<T>;
  roles: readonly Pick<Role, "id" | "title">[];
  error?: string;
}) {
  return (
    <Field id={FIELD} label="سطح دسترسی" error={error}>
      <Controller
        control={control}
        name={FIELD as Path<T>}
        render={({ field }) => (
          <Select
            id={FIELD}
            name={FIELD}
            searchable={roles.length > 7}
            options={roles.map((role) => ({ value: role.id, label: role.title }))}
            value={field.value === "" || field.value == null ? null : Number(field.value)}
            onChange={(next) => field.onChange(next ?? "")}
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
