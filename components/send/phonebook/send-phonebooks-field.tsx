"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { loadSendPhonebookOptions, usePhonebookNumberCount } from "@/lib/api/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { OPERATOR_NAMES } from "@/lib/send/operator-names";
import { MOBILE_OPERATORS } from "@/lib/sms/operators";

interface SendPhonebooksFieldProps {
  /** Where the chosen ids live in the form, e.g. `params.0.phonebook_ids`. */
  name: string;
}

/** The phonebooks a send goes to, searched by title, and how many distinct numbers they hold per operator. */
export function SendPhonebooksField({ name }: SendPhonebooksFieldProps) {
  const { control, watch, formState } = useFormContext();
  const ids = ((watch(name) as number[] | undefined) ?? []).map(Number);
  const count = usePhonebookNumberCount(ids);
  const id = "send-phonebooks";
  const error =
    (get(formState.errors, name) as FieldError | undefined)?.message ??
    (get(formState.errors, "params") as FieldError | undefined)?.message;

  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label="دفترچه‌های تلفن" error={error}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              id={id}
              ref={field.ref}
              multiple
              searchable
              loadOptions={loadSendPhonebookOptions}
              value={(field.value as number[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              placeholder="یک یا چند دفترچه را برگزینید"
              invalid={Boolean(error)}
              aria-describedby={describedBy(id, error)}
            />
          )}
        />
      </Field>
      {ids.length === 0 ? null : count.isError ? (
        <p role="alert" className="text-sm text-danger">
          {toErrorMessage(count.error)}
        </p>
      ) : (
        <p className="text-sm" aria-live="polite">
          گیرندگان: <strong>{count.data ? groupDigits(count.data.total) : "…"}</strong> شماره (هر شماره یک بار)
          {count.data && count.data.total > 0 ? (
            <span className="block text-xs text-muted">
              {MOBILE_OPERATORS.filter((operator) => count.data[operator] > 0)
                .map((operator) => `${OPERATOR_NAMES[operator]} ${groupDigits(count.data[operator])}`)
                .join("، ")}
            </span>
          ) : null}
        </p>
      )}
    </div>
  );
}
