"use client";

import { Alert } from "@/components/ui/alert";
import { useShowApiKey } from "@/lib/api/api-keys";
import { apiKeyShowRequestSchema } from "@/lib/contract/api-keys";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { KeyCodeStep, useKeyCodeStep } from "./key-code-step";

const CODE_ID = "api-key-show-code";

export interface ShowApiKeyFormProps {
  keyId: number;
  onShown: (secret: string) => void;
  onCancel: () => void;
}

/** Says that the key's secret will be replaced, then asks the code that confirms it. */
export function ShowApiKeyForm({ keyId, onShown, onCancel }: ShowApiKeyFormProps) {
  const form = useZodForm(apiKeyShowRequestSchema, { defaultValues: { id: keyId, code: "" } });
  const { register, formState } = form;
  const show = useShowApiKey();
  const { code, formError, submit } = useKeyCodeStep(form, async (values) => {
    onShown((await show.mutateAsync(values)).key);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Alert tone="warning">
        کلیدها درهم‌شده نگه داشته می‌شوند و خواندنی نیستند؛ پس با تأیید، رمز تازه‌ای برای این کلید ساخته و یک بار نمایش
        داده می‌شود و کلید پیشین از همان لحظه کار نمی‌کند. برنامه‌هایی را که با آن کار می‌کنند به‌روز کنید.
      </Alert>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <KeyCodeStep
        id={CODE_ID}
        code={code}
        field={register("code")}
        error={formState.errors.code?.message}
        prompt="برای ادامه، کد تأییدی به موبایل صاحب حساب پیامک می‌شود."
        confirmLabel="ساختن کلید تازه"
        submitting={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
