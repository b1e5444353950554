"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useRateAnswer } from "@/lib/api/support";
import { toErrorMessage } from "@/lib/errors/to-message";
import { StarRating } from "../shared/star-rating";

/**
 * The user's rating of one of support's answers: stars chosen, then «ثبت امتیاز»; a rating given
 * can be changed the same way.
 */
export function AnswerRating({
  ticketId,
  interactionId,
  rate,
}: {
  ticketId: number;
  interactionId: number;
  rate: number | null;
}) {
  const [chosen, setChosen] = useState<number | null>(rate);
  const save = useRateAnswer(ticketId);
  const changed = chosen !== null && chosen !== rate;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-2">
      <span className="text-xs text-muted">{rate ? "امتیاز شما به این پاسخ" : "به این پاسخ امتیاز دهید"}</span>
      <StarRating label="امتیاز به این پاسخ" value={chosen} onChange={setChosen} disabled={save.isPending} />
      {changed ? (
        <Button
          size="sm"
          variant="secondary"
          loading={save.isPending}
          onClick={() => save.mutate({ interaction_id: interactionId, rate: chosen })}
        >
          ثبت امتیاز
        </Button>
      ) : null}
      {save.isSuccess && !changed ? (
        <span role="status" className="text-xs text-success">
          امتیاز شما ثبت شد
        </span>
      ) : null}
      {save.isError ? (
        <span role="alert" className="text-xs text-danger">
          {toErrorMessage(save.error)}
        </span>
      ) : null}
    </div>
  );
}
