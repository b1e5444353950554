"use client";

import { get, useFormContext, type FieldError } from "react-hook-form";
import { FieldMessage } from "@/components/ui/field";
import { SEND_LIMITS } from "@/lib/contract/send";
import { groupDigits } from "@/lib/format/money";
import { chosenRecipients } from "@/lib/send/bank-minimum";

interface ChosenRecipientsProps {
  /** How many numbers the operator slices ask for, together. */
  chosen: number;
  /** The id of the error under the line (the form field it belongs to). */
  id: string;
  error?: string;
}

/** A bank send's chosen recipients against the minimum it needs, with the form's error about them under it. */
export function ChosenRecipients({ chosen, id, error }: ChosenRecipientsProps) {
  return (
    <>
      <p className="text-sm">
        گیرندگان انتخاب‌شده: <strong>{groupDigits(chosen)}</strong> (دست‌کم {groupDigits(SEND_LIMITS.bankMinimum)})
      </p>
      <FieldMessage id={id} error={error} />
    </>
  );
}

/** The chosen recipients of a bank send whose one item sits at `params.0`, with the error of the whole `params` list. */
export function ItemChosenRecipients() {
  const { watch, formState } = useFormContext();
  const error = (name: string) => (get(formState.errors, name) as FieldError | undefined)?.message;
  // An error of the whole list sits at `params.root` (react-hook-form keeps arrays' own errors there).
  const paramsError = error("params.root") ?? error("params");
  return <ChosenRecipients chosen={chosenRecipients(watch("params.0"))} id="params" error={paramsError} />;
}
