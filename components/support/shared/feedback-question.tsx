"use client";

import { useId, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAnswerFeedback } from "@/lib/api/support";
import { SUPPORT_MESSAGES, SUPPORT_RULES } from "@/lib/contract/support";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

const QUESTION = "آیا مشکل شما حل شد؟";

/**
 * The short question asked once after a request closes: solved or not with an optional word, or
 * «بعداً نه» to decline. Either answer is final: the upstream never asks it again.
 */
export function FeedbackQuestion({ ticketId, intro }: { ticketId: number; intro?: ReactNode }) {
  const id = useId();
  const [solved, setSolved] = useState<boolean | null>(null);
  const [comment, setComment] = useState("");
  const answer = useAnswerFeedback();
  const thanks = () => toast.success(SUPPORT_MESSAGES.feedbackThanks);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-soft p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-bold">
        نظر شما دربارهٔ پاسخ
      </h2>
      {intro ? <p className="text-sm leading-6">{intro}</p> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{QUESTION}</legend>
        <div className="flex flex-wrap gap-4">
          {[
            { value: true, label: "بله، حل شد" },
            { value: false, label: "نه، حل نشد" },
          ].map((option) => (
            <label key={String(option.value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-solved`}
                className="size-4 accent-primary"
                checked={solved === option.value}
                onChange={() => setSolved(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          توضیح (اختیاری)
        </label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={SUPPORT_RULES.feedbackCommentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="w-full resize-y rounded-lg border border-border bg-surface p-3 text-sm leading-7 outline-none focus:border-primary"
        />
      </div>
      {answer.isError ? <Alert tone="danger">{toErrorMessage(answer.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="md"
          disabled={solved === null}
          loading={answer.isPending && !("dismissed" in (answer.variables ?? {}))}
          onClick={() =>
            solved !== null &&
            answer.mutate({ ticket_id: ticketId, solved, comment: comment.trim() || null }, { onSuccess: thanks })
          }
        >
          ثبت پاسخ
        </Button>
        <Button
          size="md"
          variant="ghost"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ ticket_id: ticketId, dismissed: true })}
        >
          بعداً نه
        </Button>
      </div>
    </section>
  );
}
