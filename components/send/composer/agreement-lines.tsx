"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useAgreementLines, useAssignAgreementLine } from "@/lib/api/numbers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { lineNumberText } from "@/lib/send/line-label";
import { toast } from "@/lib/ui/toast-store";

/** Lines the user may take by accepting their agreement (`numbers/agreement-list`, `assign-agreement`). */
export function AgreementLines() {
  const [open, setOpen] = useState(false);
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
        ) : data.length === 0 ? (
          <EmptyState>خطی برای دریافت با تعهدنامه نیست.</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.map((line) => (
              <li key={line.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-bold">{line.title}</span>
                  <span className="text-sm text-muted">{lineNumberText(line.number)}</span>
                </div>
                <p className="max-h-32 overflow-y-auto text-sm leading-7 whitespace-pre-line text-muted">
                  {line.agreement}
                </p>
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
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
