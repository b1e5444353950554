"use client";

import { Controller, get, type Control, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { dateToIsoDay, isoDayToDate } from "@/lib/date/iso-day";

/** The earliest day a birth or registration date may be (as the contract's rule). */
const EARLIEST = new Date(1900, 0, 1);

/**
 * A day in the past, shown and typed as a Jalali date; the form keeps it as `YYYY-MM-DD`, as it
 * is stored. Days after today or before 1900 are refused by the picker, as the upstream would.
 */
export function DayField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
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
              {label}
            </label>
            <DatePicker
              id={name}
              name={name}
              min={EARLIEST}
              max={new Date()}
              value={isoDayToDate(field.value as string | null)}
              onChange={(date) => field.onChange(date ? dateToIsoDay(date) : "")}
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
