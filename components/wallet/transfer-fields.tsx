"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-fields";
import { AmountField } from "./amount-field";
import { TransferTimeField } from "./transfer-time-field";

/**
 * A transfer's amount, its time and the bank's reference, the same in card-to-card and bank
 * transfer: the form's fields `amount`, `submitted_at` and `reference_code`.
 */
export function TransferFields<T extends FieldValues, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  return (
    <>
      <AmountField control={form.control} name={"amount" as Path<T>} />
      <TransferTimeField control={form.control} name={"submitted_at" as Path<T>} />
      <FormTextField
        form={form}
        name={"reference_code" as Path<T>}
        label="شماره پیگیری"
        inputMode="numeric"
        dir="ltr"
        className="latin text-end"
      />
    </>
  );
}
