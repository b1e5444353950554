"use client";

import { Button } from "@/components/ui/button";
import { useSetSecretaryActive } from "@/lib/api/secretaries";
import type { SecretaryOut } from "@/lib/contract/secretaries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

/** Activate or disable the secretary: it answers, or stops answering, at once. */
export function ActiveToggle({ secretary }: { secretary: Pick<SecretaryOut, "id" | "active" | "title"> }) {
  const setActive = useSetSecretaryActive();
  const next = !secretary.active;
  return (
    <Button
      size="md"
      variant="secondary"
      loading={setActive.isPending}
      onClick={() =>
        setActive.mutate(
          { id: secretary.id, active: next },
          {
            onSuccess: (answer) =>
              toast.success(answer.active ? `منشی «${answer.title}» فعال شد.` : `منشی «${answer.title}» غیرفعال شد.`),
            onError: (error) => toast.error(toErrorMessage(error)),
          },
        )
      }
    >
      {next ? "فعال کردن" : "غیرفعال کردن"}
    </Button>
  );
}
