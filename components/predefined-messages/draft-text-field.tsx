"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { DRAFT_LIMITS } from "@/lib/contract/drafts";
import { groupDigits } from "@/lib/format/money";
import { countMessage } from "@/lib/sms/message-parts";

export interface DraftTextFieldProps {
  registration: UseFormRegisterReturn<"message">;
  text: string;
  error?: string;
}

const COUNTER_ID = "message-size";

/** The message's text with how long it is against Edge's limit and how many parts it goes out in. */
export function DraftTextField({ registration, text, error }: DraftTextFieldProps) {
  const { parts } = countMessage(text);
  const over = text.length > DRAFT_LIMITS.message;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="message" className="text-sm font-medium text-text">
        متن پیام
      </label>
      <textarea
        id="message"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy("message", error), COUNTER_ID].filter(Boolean).join(" ")}
        placeholder="متنی که زیاد می‌فرستید…"
        className={`latin min-h-36 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none placeholder:text-muted focus:border-primary ${
          error ? "border-danger" : "border-border"
        }`}
        {...registration}
      />
      <p id={COUNTER_ID} className="flex flex-wrap gap-x-3 text-xs text-muted" aria-live="polite">
        <span className={over ? "font-bold text-danger" : undefined}>
          {groupDigits(text.length)} از {groupDigits(DRAFT_LIMITS.message)} نویسه
        </span>
        <span>{groupDigits(parts)} بخش پیامک</span>
      </p>
      <FieldMessage id="message" error={error} />
    </div>
  );
}
