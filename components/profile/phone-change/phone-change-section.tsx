"use client";

import { useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { Stepper } from "@/components/ui/stepper";
import { usePhoneChangeStatus } from "@/lib/api/phone-change";
import { toErrorMessage } from "@/lib/errors/to-message";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { CurrentNumberStep } from "./current-number-step";
import { NewNumberCodeStep } from "./new-number-code-step";
import { NewNumberStep } from "./new-number-step";
import { PHONE_CHANGE_STEPS, phoneChangeStage, stepperOf } from "./phone-change-stage";
import { ReviewOutcome } from "./review-outcome";
import { ReviewStep } from "./review-step";

/**
 * The four steps of a mobile number change (spec §4) with the stepper: the current number's code,
 * the new number, its code, then the expert's review. The third step takes the error look when its
 * code is refused; a rejection shows its reason, and a new request can begin.
 */
export function PhoneChangeSection() {
  const status = usePhoneChangeStatus();
  // Both are about one request: the id they were chosen for, so the next request starts without them.
  const [startAnewFor, setStartAnewFor] = useState<number | null>(null);
  const [editNumberFor, setEditNumberFor] = useState<number | null>(null);
  const [codeFailed, setCodeFailed] = useState(false);
  /** Seconds until the new number may get another code, as the last answer said. */
  const [newCodeWait, setNewCodeWait] = useState(0);

  if (status.isPending) return <Skeleton className="h-80 w-full max-w-3xl rounded-2xl" />;
  if (status.isError) {
    return (
      <ErrorState
        message={toErrorMessage(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
        className="max-w-3xl rounded-2xl border border-border bg-surface"
      />
    );
  }

  const request = status.data.request;
  const stage = phoneChangeStage(status.data, {
    startAnew: request !== null && startAnewFor === request.id,
    editNumber: request !== null && editNumberFor === request.id,
  });
  const stepper = stepperOf(stage, codeFailed);
  const editing = request !== null && editNumberFor === request.id ? (request.new_mobile ?? undefined) : undefined;

  return (
    <section
      aria-labelledby="phone-change-title"
      className="flex w-full max-w-3xl flex-col gap-6 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="phone-change-title" className="text-base font-bold">
          تغییر شمارهٔ موبایل
        </h2>
        <p className="text-sm text-muted">
          شمارهٔ فعلی حساب: <MobileNumber value={status.data.mobile} />
        </p>
      </div>
      <Stepper steps={PHONE_CHANGE_STEPS} current={stepper.current} failed={stepper.failed} />
      {stage.kind === "current" ? <CurrentNumberStep mobile={status.data.mobile} /> : null}
      {stage.kind === "new_mobile" ? (
        <NewNumberStep
          initialMobile={editing ? editing.replace(/^\+98/, "0") : ""}
          onCodeOffered={(offer) => {
            setNewCodeWait(offer.resend_in);
            setEditNumberFor(null);
            setCodeFailed(false);
          }}
          onCancelEdit={editing ? () => setEditNumberFor(null) : undefined}
        />
      ) : null}
      {stage.kind === "new_code" ? (
        <NewNumberCodeStep
          newMobile={stage.newMobile}
          waitSeconds={newCodeWait}
          onFailedChange={setCodeFailed}
          onEditNumber={() => {
            setCodeFailed(false);
            setEditNumberFor(request?.id ?? null);
          }}
        />
      ) : null}
      {stage.kind === "review" ? <ReviewStep newMobile={stage.newMobile} submittedAt={stage.submittedAt} /> : null}
      {stage.kind === "approved" || stage.kind === "rejected" ? (
        <ReviewOutcome stage={stage} onStartAnew={() => setStartAnewFor(request?.id ?? null)} />
      ) : null}
    </section>
  );
}
