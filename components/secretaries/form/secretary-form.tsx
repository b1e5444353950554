"use client";

import { useState } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { LinkButton } from "@/components/layout/link-button";
import { Button } from "@/components/ui/button";
import { FormShell } from "@/components/ui/form-shell";
import { secretaryRequestSchema, type SecretaryOut, type SecretaryRequest } from "@/lib/contract/secretaries";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { SECRETARIES_HREF } from "../shared/secretary-links";
import { AutoAnswerCommonFields } from "@/components/secretaries/shared/auto-answer-common-fields";
import { secretaryFormValues, type SecretaryFormValues } from "./secretary-form-values";
import { SecretaryTypeFields } from "./secretary-type-fields";
import { TypeChoice } from "./type-choice";

/** The upstream names a row's fields `keywords.0.answer`: they go beside that row. */
const NESTED_ERRORS = ["keywords", "options", "correct_answers"] as const;

export interface SecretaryFormProps {
  /** The secretary being changed (its type fixed); a new one when absent. */
  secretary?: SecretaryOut;
  save: (body: SecretaryRequest) => Promise<SecretaryOut>;
  onSaved: (secretary: SecretaryOut) => void;
}

/**
 * A secretary's fields, checked with the contract's union of types on both sides; a refusal keeps
 * everything typed and puts each message beside its field.
 */
export function SecretaryForm({ secretary, save, onSaved }: SecretaryFormProps) {
  const form = useZodForm(secretaryRequestSchema, {
    defaultValues: secretaryFormValues(secretary) as never,
    nestedErrors: NESTED_ERRORS,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(await save(values));
    } catch (error) {
      setFormError(form.applyServerError(error));
    }
  });

  return (
    // The form holds every type's fields at once (see SecretaryFormValues); the schema keeps the chosen type's.
    <FormProvider {...(form as unknown as UseFormReturn<SecretaryFormValues>)}>
      <FormShell onSubmit={submit} error={formError}>
        <section aria-labelledby="secretary-basics" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 md:p-5">
          <h2 id="secretary-basics" className="text-base font-bold">
            مشخصات منشی
          </h2>
          <AutoAnswerCommonFields
            noun="منشی"
            titlePlaceholder="مثلاً پاسخ به مشتریان فروشگاه"
            receiverHint="پیامک‌هایی که به این خط می‌رسند پاسخ می‌گیرند."
          />
        </section>
        <section aria-labelledby="secretary-kind" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 md:p-5">
          <h2 id="secretary-kind" className="text-base font-bold">
            کار منشی
          </h2>
          <TypeChoice locked={Boolean(secretary)} />
          <SecretaryTypeFields />
        </section>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={form.formState.isSubmitting} className="min-w-40">
            {secretary ? "ذخیرهٔ تغییرات" : "ساخت منشی"}
          </Button>
          <LinkButton href={SECRETARIES_HREF} variant="secondary">
            انصراف
          </LinkButton>
        </div>
      </FormShell>
    </FormProvider>
  );
}
