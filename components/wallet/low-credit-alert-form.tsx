"use client";

import { useState } from "react";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { useSaveUserSetting, useUserSetting } from "@/lib/api/user-setting";
import { lowCreditThresholdSchema, PAYMENT_RULES } from "@/lib/contract/payment";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { formatRial } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";
import { AmountField } from "./amount-field";

// `user/setting`'s own rule (above 200,000 rials, spec §5); a blank field turns the alert off.
const formSchema = z.object({
  threshold: z.pipe(
    z.pipe(
      z.string(),
      z.transform((digits: string): string | number | null => (digits === "" ? null : digits)),
    ),
    lowCreditThresholdSchema,
  ),
});

/** The low-balance alert (spec §5): a notice, and an SMS unless kept in the panel, when a debit takes the credit below it. */
export function LowCreditAlertForm() {
  const setting = useUserSetting();
  const save = useSaveUserSetting();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = setting.data?.low_credit_threshold ?? null;
  const form = useZodForm(formSchema, {
    defaultValues: { threshold: "" },
    // The saved threshold fills the field when it arrives, unless the user has typed meanwhile.
    values: setting.data ? { threshold: saved === null ? "" : String(saved) } : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(({ threshold }) => {
    setFormError(null);
    save.mutate(
      { low_credit_threshold: threshold },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.low_credit_threshold === null
              ? "هشدار کمبود اعتبار خاموش شد."
              : `هشدار زیر ${formatRial(answer.low_credit_threshold)} روشن شد.`,
          ),
        onError: (error) => setFormError(form.applyServerError(error)),
      },
    );
  });

  return (
    <section
      aria-labelledby="low-credit-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="low-credit-title" className="text-base font-bold">
        هشدار کمبود اعتبار
      </h2>
      <p className="text-xs leading-6 text-muted">
        {`وقتی اعتبار از این مبلغ کمتر شود، در پنل هشدار می‌گیرید و پیامکی هم به شمارهٔ همراه شما فرستاده می‌شود (مگر در تنظیمات اعلان‌ها «فقط در پنل» را برگزیده باشید). بیش از ${formatRial(PAYMENT_RULES.lowCreditMinimum)}؛ برای خاموش کردن خالی بگذارید.`}
      </p>
      <form noValidate aria-label="هشدار کمبود اعتبار" className="flex flex-col gap-3" onSubmit={submit}>
        <AmountField control={form.control} name="threshold" label="آستانهٔ هشدار (ریال)" />
        <DialogError error={formError} />
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending}
          disabled={setting.isPending}
          className="self-start"
        >
          ذخیرهٔ هشدار
        </Button>
      </form>
    </section>
  );
}
