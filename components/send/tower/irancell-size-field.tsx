"use client";

import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { SEND_LIMITS } from "@/lib/contract/send";
import { groupDigits } from "@/lib/format/money";
import type { TowerFormValues } from "./tower-form-schema";

/**
 * How many of the chosen towers' Irancell numbers to send to (Edge's `irancell: {start, size}`;
 * `start` stays 0), never more than they serve, with «همه» to take all of them.
 */
export function IrancellSizeField({ available }: { available: number }) {
  const { control, formState, setValue } = useFormContext<TowerFormValues>();
  const error = (get(formState.errors, "irancell.size") as FieldError | undefined)?.message;
  const id = "irancell-size";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        تعداد گیرندگان ایرانسل
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Controller
          control={control}
          name="irancell.size"
          render={({ field }) => (
            <TextInput
              id={id}
              variant="numeric"
              value={String(field.value ?? 0)}
              onChange={(event) => field.onChange(Math.min(Number(event.target.value || 0), available))}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              aria-describedby={`${id}-available${error ? ` ${id}-error` : ""}`}
              className="max-w-48 min-w-0 flex-1 basis-32"
            />
          )}
        />
        <span id={`${id}-available`} className="text-xs text-muted">
          از {groupDigits(available)} (دست‌کم {groupDigits(SEND_LIMITS.bankMinimum)})
        </span>
        <Button
          size="md"
          variant="secondary"
          disabled={!available}
          onClick={() => setValue("irancell.size", available, { shouldValidate: true })}
        >
          همه
        </Button>
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
