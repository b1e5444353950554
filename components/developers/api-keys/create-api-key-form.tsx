"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateApiKey } from "@/lib/api/api-keys";
import { API_KEY_RULES } from "@/lib/contract/api-keys";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AllowedAddressesField } from "./allowed-addresses-field";
import { addressEntries, addressMessages, apiKeyFormSchema } from "./api-key-form";
import { KeyCodeField } from "./key-code-field";
import { useKeyCode } from "./use-key-code";

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
  const { register, formState, applyServerError, trigger, watch } = form;
  const create = useCreateApiKey();
  const code = useKeyCode();
  const [formError, setFormError] = useState<string | null>(null);
  const anyAddress = addressEntries(watch("allowed_addresses") ?? "").length === 0;
  const addressError = addressMessages(formState.errors.allowed_addresses);

  const make = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      onCreated({ title: made.title, secret: made.key });
    } catch (failure) {
      setFormError(applyServerError(failure));
    }
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (code.sent) return make(event);
    if (!(await trigger(["title", "allowed_addresses"], { shouldFocus: true }))) return;
    try {
      await code.request();
    } catch (failure) {
      setFormError(toErrorMessage(failure));
    }
  }

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
      {code.sent ? (
        <KeyCodeField
          id={CODE_ID}
          field={register("code")}
          error={formState.errors.code?.message}
          sent={code.sent}
          onResend={code.request}
        />
      ) : (
        <p className="text-sm leading-7 text-muted">برای ساخت کلید، کد تأییدی به موبایل صاحب حساب پیامک می‌شود.</p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          انصراف
        </Button>
        <Button type="submit" loading={code.sent ? formState.isSubmitting : code.pending} className="min-w-28">
          {code.sent ? "ساخت کلید" : "ارسال کد تأیید"}
        </Button>
      </div>
    </form>
  );
}
