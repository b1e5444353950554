"use client";

import { useFormContext } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-fields";
import { GIFT_CODE_PLACEHOLDER, SECRETARY_TYPES, VISIT_COUNT_PLACEHOLDER } from "@/lib/contract/secretaries";
import { AnswerTextField } from "./answer-text-field";
import { CorrectAnswersField } from "./correct-answers-field";
import { KeywordAnswersField } from "./keyword-answers-field";
import { PollOptionsField } from "./poll-options-field";
import type { SecretaryFormValues } from "./secretary-form-values";

function KeywordField({ hint }: { hint: string }) {
  const form = useFormContext<SecretaryFormValues>();
  return <FormTextField form={form} name="keyword" label="کلمهٔ کلیدی" hint={hint} />;
}

/** The chosen type's own fields: what it listens for and what it answers. */
export function SecretaryTypeFields() {
  const type = useFormContext<SecretaryFormValues>().watch("type");
  switch (type) {
    case SECRETARY_TYPES.received_message:
      return (
        <>
          <KeywordAnswersField />
          <AnswerTextField
            name="other_answer"
            label="پاسخ به پیام‌های دیگر (اختیاری)"
            hint="پیامی که با هیچ کلمه‌ای جور نشود این پاسخ را می‌گیرد؛ خالی بماند تا بی‌پاسخ بماند."
          />
        </>
      );
    case SECRETARY_TYPES.contest:
      return (
        <>
          <CorrectAnswersField />
          <AnswerTextField name="correct_text" label="پاسخ به جواب درست" />
          <AnswerTextField name="wrong_text" label="پاسخ به جواب نادرست" />
          <AnswerTextField
            name="repeated_text"
            label="پاسخ به شرکت دوباره"
            hint="هر شماره یک بار در مسابقه شرکت می‌کند؛ پیام‌های بعدی این پاسخ را می‌گیرند."
          />
        </>
      );
    case SECRETARY_TYPES.criticism:
      return <AnswerTextField name="answer_text" label="پاسخ به هر پیام" hint="مثلاً سپاس از نظر فرستنده." />;
    case SECRETARY_TYPES.gift:
      return (
        <>
          <KeywordField hint="فرستندهٔ این کلمه یک کد هدیه می‌گیرد؛ هر شماره یک کد." />
          <AnswerTextField
            name="answer_text"
            label="پاسخ همراه کد"
            hint={`${GIFT_CODE_PLACEHOLDER} جای کد هدیه در متن است. کدها را پس از ساخت، در صفحهٔ منشی می‌افزایید.`}
          />
          <AnswerTextField name="out_text" label="پاسخ وقتی کدها تمام شد" />
          <AnswerTextField name="repeated_text" label="پاسخ به درخواست دوباره" />
        </>
      );
    case SECRETARY_TYPES.poll:
      return (
        <>
          <PollOptionsField />
          <AnswerTextField name="answer_text" label="پاسخ به رأی" />
          <AnswerTextField name="repeated_text" label="پاسخ به رأی دوباره" hint="هر شماره یک رأی دارد." />
          <AnswerTextField
            name="wrong_text"
            label="پاسخ به پیامی که شمارهٔ گزینه نیست (اختیاری)"
            hint="خالی بماند تا بی‌پاسخ بماند."
          />
        </>
      );
    case SECRETARY_TYPES.visit:
      return (
        <>
          <KeywordField hint="هر پیام با این کلمه یک بازدید ثبت می‌کند." />
          <AnswerTextField
            name="answer_text"
            label="پاسخ به بازدید"
            hint={`${VISIT_COUNT_PLACEHOLDER} جای شمار بازدیدهای این شماره (همین یکی هم) در متن است.`}
          />
        </>
      );
    default:
      return null;
  }
}
