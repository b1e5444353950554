"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { usePendingFeedback } from "@/lib/api/support";
import { requestHref } from "@/lib/support/request-kinds";
import { FeedbackQuestion } from "../shared/feedback-question";

/** The short question of a request closed lately, at the top of /support until it is answered or declined. */
export function PendingFeedbackCard() {
  const pending = usePendingFeedback().data;
  if (!pending) return null;
  return (
    <FeedbackQuestion
      ticketId={pending.ticket_id}
      intro={
        <>
          درخواست{" "}
          <PrefetchLink
            href={requestHref(pending.type, pending.ticket_id)}
            className="font-medium text-primary underline underline-offset-4"
          >
            «{pending.subject}»
          </PrefetchLink>{" "}
          بسته شد.
        </>
      }
    />
  );
}
