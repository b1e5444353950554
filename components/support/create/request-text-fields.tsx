"use client";

import { get, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-fields";
import { IMPORTANCE_TITLES, IMPORTANCES, SUPPORT_RULES } from "@/lib/contract/support";
import { toPersianDigits } from "@/lib/validation/digits";
import type { RequestFormApi } from "./request-form-values";

const DESCRIPTION_HINT = `دست‌کم ${toPersianDigits(SUPPORT_RULES.descriptionMinLength)} نویسه؛ هرچه روشن‌تر بنویسید، پاسخ زودتر می‌رسد.`;

/** The subject and the text of the request. */
export function RequestTextFields({ form, textLabel }: { form: RequestFormApi; textLabel: string }) {
  const error = (get(form.formState.errors, "description") as FieldError | undefined)?.message;
  return (
    <>
      <FormTextField
        form={form}
        name="subject"
        label="عنوان"
        placeholder="مثلاً پیامک‌ها به گیرنده نمی‌رسد"
        maxLength={SUPPORT_RULES.subjectMaxLength}
      />
      <Field id="description" label={textLabel} error={error} hint={DESCRIPTION_HINT}>
        <textarea
          id="description"
          rows={6}
          maxLength={SUPPORT_RULES.descriptionMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("description", error, DESCRIPTION_HINT)}
          className={`w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none focus:border-primary ${
            error ? "border-danger" : "border-border"
          }`}
          {...form.register("description")}
        />
      </Field>
    </>
  );
}

/** How soon the request needs an answer, as three choices. */
export function ImportanceField({ form }: { form: RequestFormApi }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">اهمیت</legend>
      <div className="flex flex-wrap gap-4">
        {IMPORTANCES.map((importance) => (
          <label key={importance} className="flex items-center gap-2 text-sm">
            <input type="radio" value={importance} className="size-4 accent-primary" {...form.register("importance")} />
            {IMPORTANCE_TITLES[importance]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Edge's `sms_notification`: an SMS when the request is answered. */
export function SmsNotificationField({ form }: { form: RequestFormApi }) {
  return (
    <label className="flex items-start gap-2 text-sm leading-6">
      <input type="checkbox" className="mt-1 size-4 accent-primary" {...form.register("sms_notification")} />
      <span>
        خبر دادن با پیامک
        <span className="block text-xs text-muted">وقتی به این درخواست پاسخ داده شد، به موبایل شما پیامک می‌رسد.</span>
      </span>
    </label>
  );
}
