"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { toErrorMessage } from "@/lib/errors/to-message";
import { KeyCodeField } from "./key-code-field";
import { useKeyCode } from "./use-key-code";

type KeyCode = ReturnType<typeof useKeyCode>;

interface CodeConfirmedForm<Values extends FieldValues, Valid> {
  handleSubmit: UseFormReturn<Values, unknown, Valid>["handleSubmit"];
  applyServerError: (error: unknown) => string | null;
}

/**
 * A form confirmed by the code sent to the owner's mobile: the first submit asks for the code (after
 * `check`, when given, passes), the next ones send the form with it. A refusal of the code's request
 * is the form's message; one of the form goes beside its fields, or is the form's message.
 */
export function useKeyCodeStep<Values extends FieldValues, Valid>(
  form: CodeConfirmedForm<Values, Valid>,
  confirm: (values: Valid) => Promise<void>,
  check?: () => Promise<boolean>,
) {
  const code = useKeyCode();
  const [formError, setFormError] = useState<string | null>(null);

  const confirmed = form.handleSubmit(async (values) => {
    try {
      await confirm(values);
    } catch (failure) {
      setFormError(form.applyServerError(failure));
    }
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (code.sent) return confirmed(event);
    if (check && !(await check())) return;
    try {
      await code.request();
    } catch (failure) {
      setFormError(toErrorMessage(failure));
    }
  }

  return { code, formError, submit };
}

export interface KeyCodeStepProps {
  id: string;
  code: KeyCode;
  field: UseFormRegisterReturn;
  error?: string;
  /** Said before the code is asked for. */
  prompt: ReactNode;
  /** The submit button's label once the code is sent. */
  confirmLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** The code's field once it is sent (a line saying it will be before), then «انصراف» and the submit button. */
export function KeyCodeStep({ id, code, field, error, prompt, confirmLabel, submitting, onCancel }: KeyCodeStepProps) {
  return (
    <>
      {code.sent ? (
        <KeyCodeField id={id} field={field} error={error} sent={code.sent} onResend={code.request} />
      ) : (
        <p className="text-sm leading-7 text-muted">{prompt}</p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          انصراف
        </Button>
        <Button type="submit" loading={code.sent ? submitting : code.pending} className="min-w-28">
          {code.sent ? confirmLabel : "ارسال کد تأیید"}
        </Button>
      </div>
    </>
  );
}
