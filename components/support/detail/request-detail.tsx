"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useMarkSeen, useTicket } from "@/lib/api/support";
import { CLOSED_STATE, SUPPORT_MESSAGES, type RequestType, type TicketDetail } from "@/lib/contract/support";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { newRequestHref, requestHref, requestListHref } from "@/lib/support/request-kinds";
import { FeedbackQuestion } from "../shared/feedback-question";
import { CloseRequest } from "./close-request";
import { Conversation } from "./conversation";
import { ReplyForm } from "./reply-form";
import { RequestRating } from "./request-rating";
import { RequestSummary } from "./request-summary";

const CARD = "rounded-2xl border border-border bg-surface p-4 md:p-5";

/** Opening the page sees its answers: each time it shows one not seen yet (a live answer too), it says so once. */
function useSeeAnswers(request: TicketDetail | undefined, updatedAt: number) {
  const markSeen = useMarkSeen(request?.ticket_id ?? 0);
  const markedAt = useRef<number | null>(null);
  const unseen = request?.user_seen === 0;
  useEffect(() => {
    if (!unseen || markedAt.current === updatedAt) return;
    markedAt.current = updatedAt;
    markSeen.mutate();
  }, [unseen, updatedAt, markSeen]);
}

/** What a closed request offers: its rating, the feedback still asked, and a new request with its subject. */
function ClosedRequest({ request }: { request: TicketDetail }) {
  return (
    <div className="flex flex-col gap-4">
      {request.feedback === "pending" ? <FeedbackQuestion ticketId={request.ticket_id} /> : null}
      <div className={`flex flex-col gap-4 ${CARD}`}>
        <RequestRating request={request} />
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-sm leading-6 text-muted">
            این درخواست بسته شده است؛ برای ادامهٔ موضوع درخواست جدیدی ثبت کنید.
          </p>
          <LinkButton href={newRequestHref(request.type, request.subject)} className="self-start">
            ثبت درخواست جدید
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

/**
 * A request's page (`/support/ticket/{id}`, `/support/suggestion-request/{id}`): its state and what
 * it means, the conversation, and while open the reply box and closing; closed, its rating and a new
 * request. Answers arriving live show at once; another account's request is not found.
 */
export function RequestDetail({ id, type }: { id: number; type: RequestType }) {
  const router = useRouter();
  const query = useTicket(id);
  const request = query.data;
  useSeeAnswers(request, query.dataUpdatedAt);

  // A request of the other kind is shown at its own address.
  useEffect(() => {
    if (request && request.type !== type) router.replace(requestHref(request.type, request.ticket_id));
  }, [request, type, router]);

  if (query.isPending)
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={`flex flex-col items-center gap-3 ${CARD}`}>
        <ErrorState
          message={missing ? SUPPORT_MESSAGES.ticketNotFound : toErrorMessage(query.error)}
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
        <LinkButton href={requestListHref(type)} variant="secondary">
          بازگشت به درخواست‌ها
        </LinkButton>
      </div>
    );
  }

  const data = query.data;
  const closed = data.state_id === CLOSED_STATE;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
      <aside className={`flex flex-col gap-4 lg:sticky lg:top-4 lg:order-last ${CARD}`}>
        <RequestSummary request={data} />
        {closed ? null : <CloseRequest ticketId={data.ticket_id} />}
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        <Conversation request={data} />
        {closed ? <ClosedRequest request={data} /> : <ReplyForm ticketId={data.ticket_id} />}
      </div>
    </div>
  );
}
