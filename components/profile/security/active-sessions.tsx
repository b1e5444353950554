"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useActiveSessions, useEndOtherSessions, useEndSession } from "@/lib/api/security";
import type { ActiveSession } from "@/lib/contract/security";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";
import { SecurityCard } from "./security-card";
import { sessionName, SessionRow } from "./session-row";

type Ending = { kind: "one"; session: ActiveSession } | { kind: "others" };

/**
 * The user's live sessions (★): device, browser, address, opened and last used, this one marked.
 * One ends, or every other at once; an ended session stops at its next call, in every tab.
 */
export function ActiveSessions({ readOnly }: { readOnly: boolean }) {
  const sessions = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const pending = endOne.isPending || endOthers.isPending;
  const failure = endOne.error ?? endOthers.error;

  const confirm = () => {
    if (!ending) return;
    if (ending.kind === "one") {
      endOne.mutate(ending.session.id, {
        onSuccess: () => {
          setEnding(null);
          toast.success("نشست بسته شد.");
        },
      });
    } else {
      endOthers.mutate(undefined, {
        onSuccess: (answer) => {
          setEnding(null);
          toast.success(`${toPersianDigits(answer.ended)} نشست دیگر بسته شد؛ این نشست باز می‌ماند.`);
        },
      });
    }
  };

  const open = (next: Ending) => {
    endOne.reset();
    endOthers.reset();
    setEnding(next);
  };

  return (
    <SecurityCard
      id="active-sessions"
      title="نشست‌های فعال"
      description="دستگاه‌ها و مرورگرهایی که اکنون با حساب شما وارد شده‌اند. نشستی را که نمی‌شناسید ببندید و رمز عبور را تغییر دهید."
      aside={
        readOnly ? null : (
          <Button variant="danger" size="md" disabled={others === 0} onClick={() => open({ kind: "others" })}>
            خروج از همهٔ نشست‌های دیگر
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : sessions.isError ? (
        <ErrorState
          message={toErrorMessage(sessions.error)}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <ul aria-label="نشست‌های فعال" className="flex flex-col divide-y divide-border">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={readOnly || session.current ? undefined : () => open({ kind: "one", session })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(next) => (next ? undefined : setEnding(null))}
        title={ending?.kind === "others" ? "خروج از همهٔ نشست‌های دیگر" : "پایان نشست"}
        message={
          ending?.kind === "one"
            ? `نشست ${sessionName(ending.session)} بسته می‌شود و آن مرورگر در درخواست بعدی به صفحهٔ ورود می‌رود.`
            : "همهٔ نشست‌های دیگر در هر دستگاه و مرورگر بسته می‌شوند؛ این نشست باز می‌ماند."
        }
        confirmLabel={ending?.kind === "others" ? "خروج از همه" : "پایان نشست"}
        tone="danger"
        onConfirm={confirm}
        pending={pending}
        error={failure ? toErrorMessage(failure) : null}
      />
    </SecurityCard>
  );
}
