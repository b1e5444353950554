"use client";

import { useMemo } from "react";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { countMessage } from "@/lib/sms/message-parts";
import type { ComposerValues } from "@/lib/send/composer-values";
import { MessageCounter } from "./message-counter";

/** The message text with its live counter; the line's cancel suffix is counted when it needs one. */
export function MessageField({ cancelSuffix }: { cancelSuffix: boolean }) {
  const { register, watch, formState } = useFormContext<ComposerValues>();
  const text = watch("message") ?? "";
  const count = useMemo(() => countMessage(text, { cancelSuffix }), [text, cancelSuffix]);
  const error = (get(formState.errors, "message") as FieldError | undefined)?.message;
  const counterId = "message-counter";

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="message" className="text-sm font-medium">
        متن پیام
      </label>
      <textarea
        id="message"
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy("message", error), counterId].filter(Boolean).join(" ")}
        className={`min-h-36 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 outline-none transition-colors placeholder:text-muted focus:border-primary ${
          error ? "border-danger" : "border-border"
        }`}
        placeholder="متن پیامک را بنویسید…"
        {...register("message")}
      />
      <MessageCounter id={counterId} count={count} />
      <FieldMessage id="message" error={error} />
    </div>
  );
}
