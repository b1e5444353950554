"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useRateRequest } from "@/lib/api/support";
import { SUPPORT_MESSAGES, SUPPORT_RULES, type TicketDetail } from "@/lib/contract/support";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { GivenRating, StarRating } from "../shared/star-rating";

/** A closed request rated as a whole, with an optional word; once given it is shown as given. */
export function RequestRating({ request }: { request: TicketDetail }) {
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const save = useRateRequest(request.ticket_id);

  if (request.rate > 0)
    return (
      <section aria-labelledby="request-rating-title" className="flex flex-col gap-2">
        <h2 id="request-rating-title" className="text-sm font-bold">
          امتیاز شما به این درخواست
        </h2>
        <GivenRating rate={request.rate} />
        {request.rate_comment ? <p className="text-sm leading-6 text-muted">{request.rate_comment}</p> : null}
      </section>
    );

  return (
    <section aria-labelledby="request-rating-title" className="flex flex-col gap-3">
      <h2 id="request-rating-title" className="text-sm font-bold">
        به رسیدگی به این درخواست امتیاز دهید
      </h2>
      <StarRating label="امتیاز کل درخواست" value={rate} onChange={setRate} disabled={save.isPending} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="request-rate-comment" className="text-sm font-medium">
          توضیح (اختیاری)
        </label>
        <textarea
          id="request-rate-comment"
          rows={2}
          maxLength={SUPPORT_RULES.rateCommentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="w-full resize-y rounded-lg border border-border bg-surface p-3 text-sm leading-7 outline-none focus:border-primary"
        />
      </div>
      {save.isError ? <Alert tone="danger">{toErrorMessage(save.error)}</Alert> : null}
      <Button
        size="md"
        className="self-start"
        disabled={rate === null}
        loading={save.isPending}
        onClick={() =>
          rate !== null &&
          save.mutate(
            { rate, rate_comment: comment.trim() || null },
            { onSuccess: () => toast.success(SUPPORT_MESSAGES.rated) },
          )
        }
      >
        ثبت امتیاز
      </Button>
    </section>
  );
}
