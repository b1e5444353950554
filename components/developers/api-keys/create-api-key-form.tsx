"use client";

import { Alert } from "@/components/ui/alert";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateApiKey } from "@/lib/api/api-keys";
import { API_KEY_RULES } from "@/lib/contract/api-keys";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AllowedAddressesField } from "./allowed-addresses-field";
import { addressEntries, addressMessages, apiKeyFormSchema } from "./api-key-form";
import { KeyCodeStep, useKeyCodeStep } from "./key-code-step";

const CODE_ID = "api-key-create-code";
const NESTED = ["allowed_addresses"] as const;

export interface CreateApiKeyFormProps {
  onCreated: (made: { title: string; secret: string }) => void;
  onCancel: () => void;
}

/**
 * Title and allowed addresses, then the code sent to the owner's mobile; a refusal of any of them
 * stands beside its field and what was typed stays.
 */
export function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const form = useZodForm(apiKeyFormSchema, {
    defaultValues: { title: "", allowed_addresses: "", code: "" },
    nestedErrors: NESTED,
  });
  const { register, formState, trigger, watch } = form;
  const create = useCreateApiKey();
  const { code, formError, submit } = useKeyCodeStep(
    form,
    async (values) => {
      const made = await create.mutateAsync(values);
      onCreated({ title: made.title, secret: made.key });
    },
    () => trigger(["title", "allowed_addresses"], { shouldFocus: true }),
  );
  const anyAddress = addressEntries(watch("allowed_addresses") ?? "").length === 0;
  const addressError = addressMessages(formState.errors.allowed_addresses);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <FormTextField
        form={form}
        name="title"
        label="عنوان کلید"
        hint="برای شناختن کلید در فهرست و گزارش‌ها؛ مثلاً نام فروشگاه یا برنامه."
        maxLength={API_KEY_RULES.titleMax}
        autoComplete="off"
      />
      <AllowedAddressesField field={register("allowed_addresses")} error={addressError} />
      {anyAddress ? (
        <Alert tone="warning">
          نشانی مجازی وارد نشده است: این کلید از هر نشانی‌ای پذیرفته می‌شود. برای امنیت بیشتر، نشانی سرورهایی را که با
          کلید کار می‌کنند وارد کنید.
        </Alert>
      ) : null}
      <KeyCodeStep
        id={CODE_ID}
        code={code}
        field={register("code")}
        error={formState.errors.code?.message}
        prompt="برای ساخت کلید، کد تأییدی به موبایل صاحب حساب پیامک می‌شود."
        confirmLabel="ساخت کلید"
        submitting={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
