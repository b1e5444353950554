"use client";

import { Alert } from "@/components/ui/alert";
import { LinesLoadError } from "@/components/ui/lines-load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useLinesFor } from "@/lib/api/numbers";
import { useProfile } from "@/lib/api/profile";
import type { Pattern } from "@/lib/contract/patterns";
import { toErrorMessage } from "@/lib/errors/to-message";
import { preferredLine } from "@/lib/send/line-label";
import { usePatternTestSend } from "@/lib/send/use-pattern-test-send";
import { TestSendDelivery } from "./test-send-delivery";
import { TestSendForm } from "./test-send-form";

/**
 * The test send (spec: «detail/{id}»): an approved pattern sent to the user's own mobile from the
 * account's default line, with a value per variable. A pattern not approved says why it cannot go.
 */
export function PatternTestSend({ pattern }: { pattern: Pattern }) {
  return (
    <section
      aria-labelledby="pattern-test-send-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="pattern-test-send-title" className="text-base font-bold">
        ارسال آزمایشی
      </h2>
      {pattern.pattern_status === "active" ? (
        <ReadyToTest pattern={pattern} />
      ) : (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm leading-7 text-muted">
          {pattern.pattern_status === "pending"
            ? "این الگو هنوز تأیید نشده است؛ پس از تأیید کارشناسان می‌توانید آن را آزمایشی بفرستید."
            : "این الگو رد شده است و با آن نمی‌توان پیامک فرستاد؛ آن را با توجه به دلیل رد ویرایش کنید تا دوباره بررسی شود."}
        </p>
      )}
    </section>
  );
}

function ReadyToTest({ pattern }: { pattern: Pattern }) {
  const profile = useProfile();
  const lines = useLinesFor("general");
  const flow = usePatternTestSend();

  if (profile.isError)
    return (
      <ErrorState
        message={toErrorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  if (lines.isError) return <LinesLoadError lines={lines} />;
  if (profile.isPending || lines.isPending) return <Skeleton className="h-48" />;

  const line = preferredLine(lines.data ?? []);
  if (!line) return <Alert tone="warning">خطی برای ارسال ندارید؛ ابتدا یک خط ارسال تهیه کنید.</Alert>;
  return (
    <>
      <TestSendForm pattern={pattern} line={line.number} mobile={profile.data.mobile} flow={flow} />
      {/* The latest test follows its way to the phone; the values stay for another. */}
      {flow.sentId ? <TestSendDelivery key={flow.sentId} id={flow.sentId} /> : null}
    </>
  );
}
