"use client";

import { Controller, get, type Control, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { dateToTransferTime, transferTimeToDate } from "@/lib/contract/payment";

/** When the transfer was made: a Jalali date and time, not after now (the form keeps Edge's UTC text). */
export function TransferTimeField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => {
        const error = (get(formState.errors, name) as FieldError | undefined)?.message;
        return (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={name} className="text-sm font-medium text-text">
              زمان واریز
            </label>
            <DatePicker
              id={name}
              withTime
              max={new Date()}
              value={field.value ? transferTimeToDate(String(field.value)) : null}
              onChange={(date) => field.onChange(date ? dateToTransferTime(date) : "")}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              aria-describedby={describedBy(name, error)}
            />
            <FieldMessage id={name} error={error} />
          </div>
        );
      }}
    />
  );
}
