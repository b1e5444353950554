"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useAgreementLines, useAssignAgreementLine } from "@/lib/api/numbers";
import { usePlan } from "@/lib/auth/plan-context";
import { toErrorMessage } from "@/lib/errors/to-message";
import { lineNumberText } from "@/lib/send/line-label";
import { toast } from "@/lib/ui/toast-store";
import { DedicatedLineLocked } from "./dedicated-line-locked";

/**
 * Lines the user may take by accepting their agreement (`numbers/agreement-list`, `assign-agreement`).
 * Taking one needs a plan that gives dedicated lines: without it the lines are listed with the way
 * to a plan instead of the button that takes them.
 */
export function AgreementLines() {
  const [open, setOpen] = useState(false);
  const locked = !usePlan().has("dedicated_lines");
  const { data, isPending, isError, error, refetch, isFetching } = useAgreementLines(open);
  const assign = useAssignAgreementLine();

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        دریافت خط با تعهدنامه
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="دریافت خط با پذیرش تعهدنامه" className="max-w-lg">
        {isPending ? (
          <div className="flex justify-center p-6">
            <Spinner className="size-6" />
          </div>
        ) : isError ? (
          <ErrorState message={toErrorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <div className="flex flex-col gap-3">
            {locked ? <DedicatedLineLocked /> : null}
            {data.length === 0 ? (
              <EmptyState>خطی برای دریافت با تعهدنامه نیست.</EmptyState>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="خطوط قابل دریافت">
                {data.map((line) => (
                  <li key={line.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-bold">{line.title}</span>
                      <span className="text-sm text-muted">{lineNumberText(line.number)}</span>
                    </div>
                    {/* Scrolled by keyboard too: a long agreement is read before it is accepted. */}
                    <div
                      role="region"
                      tabIndex={0}
                      aria-label={`تعهدنامهٔ ${line.title}`}
                      className="max-h-32 overflow-y-auto rounded-lg text-sm leading-7 whitespace-pre-line text-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    >
                      {line.agreement}
                    </div>
                    {locked ? null : (
                      <Button
                        size="md"
                        className="self-end"
                        loading={assign.isPending && assign.variables === line.id}
                        disabled={assign.isPending}
                        onClick={() =>
                          assign.mutate(line.id, {
                            onSuccess: () => {
                              toast.success("خط به خطوط شما افزوده شد.");
                              setOpen(false);
                            },
                            onError: (e) => toast.error(toErrorMessage(e)),
                          })
                        }
                      >
                        تعهدنامه را می‌پذیرم
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
