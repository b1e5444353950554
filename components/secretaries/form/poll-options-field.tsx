"use client";

import { get, useFieldArray, useFormContext, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { SECRETARY_LIMITS } from "@/lib/contract/secretaries";
import { toPersianDigits } from "@/lib/validation/digits";
import type { SecretaryFormValues } from "./secretary-form-values";

/** Type 5: the poll's options, numbered in order; a vote is the option's number. */
export function PollOptionsField() {
  const { control, register, formState } = useFormContext<SecretaryFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  const listError = (get(formState.errors, "options") as FieldError | undefined)?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? "options-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">گزینه‌های نظرسنجی</legend>
      <p className="text-xs leading-6 text-muted">هر شرکت‌کننده شمارهٔ گزینهٔ دلخواهش را پیامک می‌کند.</p>
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const id = `options.${index}.title`;
          const error = (get(formState.errors, id) as FieldError | undefined)?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium">
                گزینهٔ {toPersianDigits(index + 1)}
              </label>
              <div className="flex items-center gap-2">
                <TextInput
                  id={id}
                  invalid={Boolean(error)}
                  aria-describedby={describedBy(id, error)}
                  {...register(`options.${index}.title`)}
                />
                {fields.length > SECRETARY_LIMITS.optionsMin ? (
                  <Button
                    variant="ghost"
                    size="md"
                    onClick={() => remove(index)}
                    aria-label={`حذف گزینهٔ ${toPersianDigits(index + 1)}`}
                  >
                    حذف
                  </Button>
                ) : null}
              </div>
              <FieldMessage id={id} error={error} />
            </li>
          );
        })}
      </ol>
      <FieldMessage id="options" error={listError} />
      {fields.length < SECRETARY_LIMITS.optionsMax ? (
        <Button variant="secondary" size="md" className="self-start" onClick={() => append({ title: "" })}>
          افزودن گزینه
        </Button>
      ) : null}
    </fieldset>
  );
}
