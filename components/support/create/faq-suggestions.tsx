"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

export interface FaqSuggestion {
  id: number;
  category: string;
  question: string;
  answer: string;
}

export interface FaqSuggestionsProps {
  suggestions: readonly FaqSuggestion[];
  /** «مشکلم حل شد»: nothing is sent. */
  onSolved: () => void;
  /** «ادامهٔ ثبت درخواست»: the request is sent as it was typed. */
  onContinue: () => void;
}

/**
 * Before a ticket is sent: up to three answers of the FAQ like what was typed. The user may stop
 * here with nothing sent, or go on and send it.
 */
export function FaqSuggestions({ suggestions, onSolved, onContinue }: FaqSuggestionsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="faq-suggestions-title"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary-soft p-4 md:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="faq-suggestions-title" ref={heading} tabIndex={-1} className="text-base font-bold outline-none">
          شاید پاسخ شما اینجا باشد
        </h2>
        <p className="text-sm leading-6">
          این پاسخ‌ها از پرسش‌های متداول به آنچه نوشتید نزدیک است. اگر مشکل شما را حل می‌کند، نیازی به ثبت درخواست نیست.
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <article
              aria-labelledby={`faq-suggestion-${suggestion.id}`}
              className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-3"
            >
              <h3 id={`faq-suggestion-${suggestion.id}`} className="text-sm leading-6 font-bold">
                {suggestion.question}
              </h3>
              <p className="text-sm leading-7 whitespace-pre-line">{suggestion.answer}</p>
              <p className="text-xs text-muted">دسته: {suggestion.category}</p>
            </article>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onSolved}>
          مشکلم حل شد
        </Button>
        <Button onClick={onContinue}>ادامهٔ ثبت درخواست</Button>
      </div>
    </section>
  );
}
