"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { ErrorState } from "@/components/ui/state-message";
import { ERROR_MESSAGES } from "@/lib/errors/messages";

/** The reference could not be read from the server: say so, and read it again on request. */
export function ReferenceUnavailable() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ErrorState
      className="rounded-2xl border border-border bg-surface"
      message={ERROR_MESSAGES.sendFailed}
      onRetry={() => startTransition(() => router.refresh())}
      retrying={pending}
    />
  );
}
