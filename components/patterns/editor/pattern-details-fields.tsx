"use client";

import { get, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-fields";
import { PATTERN_LIMITS } from "@/lib/contract/patterns";
import type { PatternFormApi } from "./pattern-form-values";

/** Title, description, website and the shared flag: what the reviewers read beside the text. */
export function PatternDetailsFields({ form }: { form: PatternFormApi }) {
  const descriptionError = (get(form.formState.errors, "description") as FieldError | undefined)?.message;
  const descriptionHint = "کاربرد الگو را برای کارشناسان بررسی بنویسید؛ مثلاً «کد ورود به اپلیکیشن فروشگاه».";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextField
        form={form}
        name="title"
        label="عنوان (اختیاری)"
        placeholder="مثلاً کد ورود"
        maxLength={PATTERN_LIMITS.title}
      />
      <FormTextField
        form={form}
        name="website"
        label="وب‌سایت (اختیاری)"
        placeholder="https://example.com"
        dir="ltr"
        inputMode="url"
        autoComplete="url"
      />
      <div className="md:col-span-2">
        <Field id="description" label="توضیحات" error={descriptionError} hint={descriptionHint}>
          <textarea
            id="description"
            rows={2}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={describedBy("description", descriptionError, descriptionHint)}
            className={`w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none focus:border-primary ${
              descriptionError ? "border-danger" : "border-border"
            }`}
            {...form.register("description")}
          />
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm leading-6 md:col-span-2">
        <input type="checkbox" className="mt-1 size-4 accent-primary" {...form.register("is_share")} />
        <span>
          الگوی اشتراکی
          <span className="block text-xs text-muted">زیرمجموعه‌های حساب شما هم بتوانند با این الگو پیامک بفرستند.</span>
        </span>
      </label>
    </div>
  );
}
