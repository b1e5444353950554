"use client";

import type { ReactNode } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useApiCall } from "@/lib/api/api-calls";
import { API_KEY_MESSAGES, type ApiCallDetail as Call } from "@/lib/contract/api-keys";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ApiCallSummary } from "./api-call-summary";
import { BodyPart, HeadersPart, QueryPart } from "./http-parts";
import { StatusBadge } from "./status-badge";

const CARD = "flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6";

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <div className="flex items-center gap-2">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function RequestSection({ call }: { call: Call }) {
  return (
    <Section id="api-call-request" title="درخواست">
      {call.query ? <QueryPart query={call.query} /> : null}
      <HeadersPart headers={call.request_headers} label="سرآیندهای درخواست" />
      <BodyPart body={call.request_body} label="بدنهٔ درخواست" none="درخواست بدنه‌ای نداشت." />
    </Section>
  );
}

function AnswerSection({ call }: { call: Call }) {
  return (
    <Section id="api-call-answer" title="پاسخ" aside={<StatusBadge status={call.status} />}>
      <HeadersPart headers={call.response_headers} label="سرآیندهای پاسخ" />
      <BodyPart body={call.response_body} label="بدنهٔ پاسخ" none="پاسخ بدنه‌ای نداشت." />
    </Section>
  );
}

/**
 * /developers/api-calls/{id}: the call's row, its request (query, headers, body) and its answer (headers, body),
 * as the upstream kept them (secrets removed, bodies cut at 10 KB); the way back opens the list
 * as it was left. An unknown id, or another account's, reads as not found.
 */
export function ApiCallDetail({ id, backHref }: { id: number; backHref: string }) {
  const query = useApiCall(id);
  const back = (
    <LinkButton href={backHref} variant="secondary" className="self-start">
      بازگشت به گزارش فراخوانی‌ها
    </LinkButton>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={`items-center ${CARD}`}>
        <ErrorState
          message={
            missing
              ? `${API_KEY_MESSAGES.callNotFound}؛ شاید شناسه اشتباه است یا این فراخوانی از حساب شما نیست.`
              : toErrorMessage(query.error)
          }
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
        {back}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      {back}
      <ApiCallSummary call={query.data} />
      <RequestSection call={query.data} />
      <AnswerSection call={query.data} />
    </div>
  );
}
