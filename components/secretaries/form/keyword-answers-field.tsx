"use client";

import { get, useFieldArray, useFormContext, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { SECRETARY_LIMITS, SECRETARY_MESSAGES } from "@/lib/contract/secretaries";
import { toPersianDigits } from "@/lib/validation/digits";
import { emptyKeywordAnswer, type SecretaryFormValues } from "./secretary-form-values";

/** One keyword, how it matches and its answer; its messages stand beside it. */
function KeywordRow({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const { register, formState } = useFormContext<SecretaryFormValues>();
  const errorOf = (field: string) =>
    (get(formState.errors, `keywords.${index}.${field}`) as FieldError | undefined)?.message;
  const number = toPersianDigits(index + 1);
  const keywordId = `keywords.${index}.keyword`;
  const answerId = `keywords.${index}.answer`;
  const matchId = `keywords.${index}.match`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={keywordId} className="text-sm font-medium">
            کلمهٔ کلیدی {number}
          </label>
          <TextInput
            id={keywordId}
            invalid={Boolean(errorOf("keyword"))}
            aria-describedby={describedBy(keywordId, errorOf("keyword"))}
            {...register(`keywords.${index}.keyword`)}
          />
          <FieldMessage id={keywordId} error={errorOf("keyword")} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={matchId} className="text-sm font-medium">
            شیوهٔ تطبیق
          </label>
          <select
            id={matchId}
            className="h-10 rounded-lg border border-border bg-surface px-2 text-sm"
            {...register(`keywords.${index}.match`)}
          >
            <option value="exact">همهٔ پیام همین کلمه باشد</option>
            <option value="contains">کلمه جایی در پیام باشد</option>
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={answerId} className="text-sm font-medium">
          پاسخ کلمهٔ {number}
        </label>
        <textarea
          id={answerId}
          rows={2}
          aria-invalid={errorOf("answer") ? true : undefined}
          aria-describedby={describedBy(answerId, errorOf("answer"))}
          className={`min-h-16 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 outline-none focus:border-primary ${
            errorOf("answer") ? "border-danger" : "border-border"
          }`}
          {...register(`keywords.${index}.answer`)}
        />
        <FieldMessage id={answerId} error={errorOf("answer")} />
      </div>
      {onRemove ? (
        <Button variant="ghost" size="md" className="self-end" onClick={onRemove}>
          حذف کلمهٔ {number}
        </Button>
      ) : null}
    </li>
  );
}

/** Type 1: keywords with their answers (at least one), matched after Persian letters and digits are evened out. */
export function KeywordAnswersField() {
  const { control, formState } = useFormContext<SecretaryFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "keywords" });
  const listError = (get(formState.errors, "keywords") as FieldError | undefined)?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? "keywords-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">کلمه‌های کلیدی و پاسخ‌ها</legend>
      <p className="text-xs leading-6 text-muted">
        «ی» و «ي»، «ک» و «ك»، رقم‌های فارسی و لاتین و نیم‌فاصله یکسان خوانده می‌شوند.
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <KeywordRow key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : null} />
        ))}
      </ol>
      <FieldMessage id="keywords" error={listError} />
      {fields.length < SECRETARY_LIMITS.keywords ? (
        <Button variant="secondary" size="md" className="self-start" onClick={() => append(emptyKeywordAnswer())}>
          افزودن کلمهٔ کلیدی
        </Button>
      ) : (
        <p className="text-xs text-muted">{SECRETARY_MESSAGES.keywordsTooMany}</p>
      )}
    </fieldset>
  );
}
