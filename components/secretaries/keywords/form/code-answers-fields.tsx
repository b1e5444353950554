"use client";

import { get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, Field } from "@/components/ui/field";
import type { CodeReaderFormValues } from "./code-reader-form-values";
import { placeholderMeaning, placeholdersFor, type AnswerName } from "./placeholders";

const ANSWERS: readonly { name: AnswerName; label: string; what: string }[] = [
  { name: "correct_answer", label: "پاسخ به کد درست", what: "به کدی از فایل که نخستین بار فرستاده می‌شود." },
  { name: "repeated_answer", label: "پاسخ به کد تکراری", what: "به کدی که پیش‌تر استفاده شده است." },
  { name: "wrong_answer", label: "پاسخ به کد نادرست", what: "به متنی که هیچ‌یک از کدهای فایل نیست." },
];

/** The placeholders an answer may carry, each with what fills it; shown beside a refusal too. */
function PlaceholderList({ id, placeholders }: { id: string; placeholders: readonly string[] }) {
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      <span>جای‌نگهدارها:</span>
      {placeholders.map((placeholder) => (
        <span key={placeholder} className="inline-flex items-center gap-1">
          <code dir="ltr" className="latin rounded bg-surface-2 px-1.5 py-0.5 text-text">
            {placeholder}
          </code>
          <span>({placeholderMeaning(placeholder)})</span>
        </span>
      ))}
    </p>
  );
}

/** The three answers: to a correct code, a repeated one and a wrong one, each with the placeholders it may carry. */
export function CodeAnswersFields({ variables }: { variables: readonly string[] }) {
  const { register, formState } = useFormContext<CodeReaderFormValues>();
  const placeholders = placeholdersFor(variables);
  return (
    <div className="flex flex-col gap-4">
      {ANSWERS.map(({ name, label, what }) => {
        const error = (get(formState.errors, name) as FieldError | undefined)?.message;
        const listId = `${name}-placeholders`;
        return (
          <div key={name} className="flex flex-col gap-1.5">
            <Field id={name} label={label} error={error} hint={what}>
              <textarea
                id={name}
                rows={3}
                {...register(name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${describedBy(name, error, what)} ${listId}`}
                className={`min-h-20 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none placeholder:text-muted focus:border-primary ${
                  error ? "border-danger" : "border-border"
                }`}
              />
            </Field>
            <PlaceholderList id={listId} placeholders={placeholders[name]} />
          </div>
        );
      })}
    </div>
  );
}
