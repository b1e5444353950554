"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { CopyButton } from "@/components/ui/copy-button";
import { LatinText } from "@/components/ui/latin-text";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { usePattern } from "@/lib/api/patterns";
import { useAccess } from "@/lib/auth/access-context";
import type { Pattern } from "@/lib/contract/patterns";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { PatternCurlExample } from "./pattern-curl-example";
import { PatternFacts } from "./pattern-facts";
import { PatternReviewNote } from "./pattern-review-note";
import { PatternStateBadge } from "../list/pattern-state-badge";
import { PatternTestSend } from "./pattern-test-send";
import { PatternText } from "./pattern-text";
import { PatternVariables } from "./pattern-variables";

export interface PatternDetailProps {
  code: string;
  /** Where «بازگشت» leads: the list's tab this page was opened from. */
  backHref: string;
  /** Where applications reach the API, when the panel knows a public address. */
  apiBaseUrl: string | null;
}

const secondaryLink =
  "inline-flex h-10 items-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2";

/** A pattern's page (`/pattern/detail/{code}`, `/pattern/systemic/{code}`): what it is, its test send and how to send it from code. */
export function PatternDetail({ code, backHref, apiBaseUrl }: PatternDetailProps) {
  const pattern = usePattern(code);
  const can = useAccess().can;

  if (pattern.isPending)
    return (
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  if (pattern.isError) {
    const missing = pattern.error instanceof ApiError && pattern.error.status === 404;
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6">
        <ErrorState
          message={toErrorMessage(pattern.error)}
          onRetry={missing ? undefined : () => void pattern.refetch()}
          retrying={pattern.isFetching}
        />
        <PrefetchLink href={backHref} className={secondaryLink}>
          بازگشت به الگوها
        </PrefetchLink>
      </div>
    );
  }

  const data = pattern.data;
  const editable = data.pattern_type === "normal" && !data.readonly && can("patterns.edit");
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
      <div className="flex flex-col gap-4 lg:gap-6">
        <PatternSummary pattern={data} />
        <section
          aria-labelledby="pattern-text-title"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
        >
          <h2 id="pattern-text-title" className="text-base font-bold">
            متن الگو
          </h2>
          <div className="rounded-lg border border-border bg-surface-2 px-3 py-2">
            <PatternText message={data.pattern_message} />
          </div>
          <h3 className="text-sm font-bold">متغیرها</h3>
          <PatternVariables variables={data.variable} />
        </section>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <PrefetchLink
              href={`/pattern/update/${encodeURIComponent(data.pattern_code)}`}
              className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
            >
              ویرایش الگو
            </PrefetchLink>
          ) : null}
          <PrefetchLink href={backHref} className={secondaryLink}>
            بازگشت به الگوها
          </PrefetchLink>
        </div>
      </div>
      <div className="flex flex-col gap-4 lg:gap-6">
        {/* It goes to the account's mobile, which the profile holds. */}
        {can("send.pattern") && can("profile.view") ? <PatternTestSend pattern={data} /> : null}
        <PatternCurlExample pattern={data} baseUrl={apiBaseUrl} />
      </div>
    </div>
  );
}

/** Its title and state, description, code to copy, where the review stands and its particulars. */
function PatternSummary({ pattern }: { pattern: Pattern }) {
  return (
    <section
      aria-labelledby="pattern-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pattern-title" className="min-w-0 text-lg font-bold break-words">
          {pattern.title?.trim() || "الگوی بی‌عنوان"}
        </h2>
        <PatternStateBadge status={pattern.pattern_status} />
      </div>
      <p className="text-sm leading-7 break-words whitespace-pre-line text-muted">{pattern.pattern_description}</p>
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
        <span className="text-muted">کد الگو:</span>
        <span className="min-w-0 flex-1 font-bold break-all">
          <LatinText>{pattern.pattern_code}</LatinText>
        </span>
        <CopyButton value={pattern.pattern_code} label="کپی کد الگو" />
      </div>
      <PatternReviewNote pattern={pattern} />
      <PatternFacts pattern={pattern} />
    </section>
  );
}
