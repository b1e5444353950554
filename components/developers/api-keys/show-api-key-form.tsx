"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useShowApiKey } from "@/lib/api/api-keys";
import { apiKeyShowRequestSchema } from "@/lib/contract/api-keys";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { KeyCodeField } from "./key-code-field";
import { useKeyCode } from "./use-key-code";

const CODE_ID = "api-key-show-code";

export interface ShowApiKeyFormProps {
  keyId: number;
  onShown: (secret: string) => void;
  onCancel: () => void;
}

/** Says that the key's secret will be replaced, then asks the code that confirms it. */
export function ShowApiKeyForm({ keyId, onShown, onCancel }: ShowApiKeyFormProps) {
  const form = useZodForm(apiKeyShowRequestSchema, { defaultValues: { id: keyId, code: "" } });
  const { register, formState, applyServerError } = form;
  const show = useShowApiKey();
  const code = useKeyCode();
  const [formError, setFormError] = useState<string | null>(null);

  const confirm = form.handleSubmit(async (values) => {
    try {
      onShown((await show.mutateAsync(values)).key);
    } catch (failure) {
      setFormError(applyServerError(failure));
    }
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (code.sent) return confirm(event);
    try {
      await code.request();
    } catch (failure) {
      setFormError(toErrorMessage(failure));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Alert tone="warning">
        کلیدها درهم‌شده نگه داشته می‌شوند و خواندنی نیستند؛ پس با تأیید، رمز تازه‌ای برای این کلید ساخته و یک بار نمایش
        داده می‌شود و کلید پیشین از همان لحظه کار نمی‌کند. برنامه‌هایی را که با آن کار می‌کنند به‌روز کنید.
      </Alert>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {code.sent ? (
        <KeyCodeField
          id={CODE_ID}
          field={register("code")}
          error={formState.errors.code?.message}
          sent={code.sent}
          onResend={code.request}
        />
      ) : (
        <p className="text-sm leading-7 text-muted">برای ادامه، کد تأییدی به موبایل صاحب حساب پیامک می‌شود.</p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          انصراف
        </Button>
        <Button type="submit" loading={code.sent ? formState.isSubmitting : code.pending} className="min-w-28">
          {code.sent ? "ساختن کلید تازه" : "ارسال کد تأیید"}
        </Button>
      </div>
    </form>
  );
}
