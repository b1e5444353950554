"use client";

import { useEffect, useMemo } from "react";
import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { toast } from "@/lib/ui/toast-store";
import { useLinesFor, useSetDefaultLine } from "@/lib/api/numbers";
import type { LineUse, SenderLine } from "@/lib/contract/numbers";
import { toErrorMessage } from "@/lib/errors/to-message";
import type { ComposerValues } from "@/lib/send/composer-values";
import { lineLabel, preferredLine } from "@/lib/send/line-label";
import { AgreementLines } from "./agreement-lines";

/**
 * The sender line: the lines this way may use, the default one chosen at first. For general
 * sends the chosen line can become the default (bank and business sends have their own lines),
 * and more lines can be taken by accepting their agreement.
 */
export function SenderLineField({
  use,
  onLineChange,
}: {
  use: LineUse;
  onLineChange(line: SenderLine | undefined): void;
}) {
  const { control, formState, watch, setValue, getValues, clearErrors } = useFormContext<ComposerValues>();
  const { data: lines, isPending, isError, error: loadError } = useLinesFor(use);
  const setDefault = useSetDefaultLine();
  const chosen = watch("from_number");
  const line = useMemo(() => lines?.find((l) => l.number === chosen), [lines, chosen]);
  const error =
    (get(formState.errors, "from_number") as FieldError | undefined)?.message ??
    (isError ? toErrorMessage(loadError) : undefined);

  useEffect(() => {
    if (!lines?.length || getValues("from_number")) return;
    setValue("from_number", preferredLine(lines)!.number, { shouldDirty: false });
    // A «choose a line» said before the lines arrived no longer holds.
    clearErrors("from_number");
  }, [lines, getValues, setValue, clearErrors]);

  useEffect(() => onLineChange(line), [line, onLineChange]);

  const options = useMemo(() => (lines ?? []).map((l) => ({ value: l.number, label: lineLabel(l) })), [lines]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="from_number" className="text-sm font-medium">
        خط ارسال‌کننده
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Controller
          control={control}
          name="from_number"
          render={({ field }) => (
            <Select
              id="from_number"
              className="min-w-0 flex-1 basis-64"
              options={options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              placeholder={isPending ? "در حال دریافت خطوط…" : "یک خط انتخاب کنید"}
              invalid={Boolean(error)}
              aria-describedby={describedBy("from_number", error)}
            />
          )}
        />
        {use === "general" && line && !line.is_default ? (
          <Button
            variant="secondary"
            loading={setDefault.isPending}
            onClick={() =>
              setDefault.mutate(line.id, {
                onSuccess: () => toast.success("این خط خط پیش‌فرض شما شد."),
                onError: (e) => toast.error(toErrorMessage(e)),
              })
            }
          >
            خط پیش‌فرض شود
          </Button>
        ) : null}
        {use === "general" ? <AgreementLines /> : null}
      </div>
      <FieldMessage id="from_number" error={error} />
    </div>
  );
}
