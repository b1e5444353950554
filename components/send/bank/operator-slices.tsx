"use client";

import { Controller, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import type { OperatorCounts } from "@/lib/contract/banks";
import { groupDigits } from "@/lib/format/money";
import { OPERATOR_GROUPS } from "@/lib/send/operator-groups";

/**
 * How many of the matching numbers to send to, per operator group (Edge's `{start, size}`;
 * `start` stays 0): the available count beside each, and «همه» to take all of them.
 */
export function OperatorSlices({
  base,
  counts,
  loading,
}: {
  base: string;
  counts: OperatorCounts | undefined;
  loading: boolean;
}) {
  const { control, setValue, trigger, formState } = useFormContext();
  // The 5,000 minimum is an error of the whole list (`params`): once shown, it is checked again on every change.
  const list = base.split(".")[0]!;
  const recheck = () => {
    if (formState.isSubmitted) void trigger(list);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">تعداد گیرندگان از هر اپراتور</legend>
      {OPERATOR_GROUPS.map((group) => {
        const available = counts?.[group.count] ?? 0;
        const id = `${base.replace(/\W/g, "-")}-${group.key}`;
        return (
          <div key={group.key} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2">
            <label htmlFor={id} className="text-sm">
              {group.label}
            </label>
            <Controller
              control={control}
              name={`${base}.${group.key}.size`}
              render={({ field }) => (
                <TextInput
                  id={id}
                  variant="numeric"
                  inputMode="numeric"
                  value={String(field.value ?? 0)}
                  onChange={(event) => {
                    field.onChange(Math.min(Number(event.target.value || 0), available));
                    recheck();
                  }}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-available`}
                />
              )}
            />
            <div className="flex items-center gap-2">
              <span id={`${id}-available`} className="text-xs text-muted">
                {loading ? "…" : `از ${groupDigits(available)}`}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={!available}
                onClick={() => {
                  setValue(`${base}.${group.key}.size`, available, { shouldValidate: true });
                  recheck();
                }}
              >
                همه
              </Button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
