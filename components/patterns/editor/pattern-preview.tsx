"use client";

import { useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import { groupDigits } from "@/lib/format/money";
import { previewText } from "@/lib/patterns/sample-values";
import { countMessage } from "@/lib/sms/message-parts";
import type { PatternFormValues } from "./pattern-form-values";

/**
 * What a recipient reads, each variable filled with a sample of its whole length (digits for a
 * number, Persian for a string), and the parts that longest message takes: a send is priced by them.
 */
export function PatternPreview({ control }: { control: Control<PatternFormValues> }) {
  const message = useWatch({ control, name: "message" });
  const variables = useWatch({ control, name: "variable" });
  const preview = useMemo(() => previewText(message ?? "", variables ?? []), [message, variables]);
  const count = useMemo(() => countMessage(preview), [preview]);

  return (
    <section
      aria-labelledby="preview-title"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="preview-title" className="text-base font-bold">
        پیش‌نمایش
      </h2>
      {message?.trim() ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm leading-7 wrap-anywhere whitespace-pre-wrap">{preview}</p>
      ) : (
        <p className="text-sm text-muted">متن الگو را بنویسید تا پیامک گیرنده را اینجا ببینید.</p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-live="polite" id="preview-count">
        <span>
          <strong className="font-bold text-text">{groupDigits(count.length)}</strong> نویسه
        </span>
        <span>
          <strong className="font-bold text-text">{groupDigits(count.parts)}</strong> بخش
        </span>
        <span>{count.encoding === "GSM-7" ? "لاتین" : "فارسی"}</span>
      </div>
      <p className="text-xs leading-6 text-muted">
        متغیرها با بیشترین طولشان پر شده‌اند؛ هزینهٔ هر ارسال با شمار بخش‌های متنِ پرشده حساب می‌شود.
      </p>
    </section>
  );
}
