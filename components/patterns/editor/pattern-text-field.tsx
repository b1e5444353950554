"use client";

import { get, useWatch, type FieldError } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { PATTERN_LIMITS } from "@/lib/contract/patterns";
import { groupDigits } from "@/lib/format/money";
import { BusinessNameStatus } from "./business-name-status";
import type { PatternFormApi } from "./pattern-form-values";
import type { usePatternText } from "./use-pattern-text";

export interface PatternTextFieldProps {
  form: PatternFormApi;
  editing: ReturnType<typeof usePatternText>;
  businessName: string | null;
}

/**
 * The pattern's text: typed, pasted (cut to 2,700 characters with a notice of what was dropped) or
 * filled from the side list; with its length against the limit and whether it names the business.
 */
export function PatternTextField({ form, editing, businessName }: PatternTextFieldProps) {
  const text = useWatch({ control: form.control, name: "message" }) ?? "";
  const error = (get(form.formState.errors, "message") as FieldError | undefined)?.message;
  const field = form.register("message", { onChange: (event) => editing.follow(event.target.value) });
  const over = text.length > PATTERN_LIMITS.message;
  const notices = ["message-length", "business-name-status", editing.dropped > 0 ? "paste-notice" : null];

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="message" className="text-sm font-medium">
        متن الگو
      </label>
      <p id="message-hint" className="text-xs leading-6 text-muted">
        متغیرها را از فهرست متغیرها درج کنید یا به شکل <bdi dir="ltr">%name%</bdi> بنویسید؛ هر متغیری که در متن بیاید به
        فهرست افزوده می‌شود.
      </p>
      <textarea
        id="message"
        rows={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy("message", error), "message-hint", ...notices].filter(Boolean).join(" ")}
        className={`min-h-44 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none placeholder:text-muted focus:border-primary ${
          error ? "border-danger" : "border-border"
        }`}
        placeholder="مثلاً: کد ورود شما به فروشگاه %code% است."
        {...field}
        ref={(element) => {
          field.ref(element);
          editing.attach(element);
        }}
        onPaste={editing.onPaste}
        onBlur={(event) => {
          editing.rememberCaret(event.currentTarget);
          void field.onBlur(event);
        }}
      />
      <p id="message-length" className={`text-xs ${over ? "font-bold text-danger" : "text-muted"}`}>
        {groupDigits(text.length)} از {groupDigits(PATTERN_LIMITS.message)} نویسه
      </p>
      {editing.dropped > 0 ? (
        <div id="paste-notice">
          <Alert tone="warning">
            {groupDigits(editing.dropped)} نویسه از متن چسبانده‌شده جا نشد و کنار گذاشته شد؛ متن الگو حداکثر{" "}
            {groupDigits(PATTERN_LIMITS.message)} نویسه است.
          </Alert>
        </div>
      ) : null}
      <BusinessNameStatus
        businessName={businessName}
        text={text}
        onInsert={() => editing.insert(businessName?.trim() ?? "")}
      />
      <FieldMessage id="message" error={error} />
    </div>
  );
}
