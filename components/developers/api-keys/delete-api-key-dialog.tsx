"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteApiKey } from "@/lib/api/api-keys";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

export interface DeleteApiKeyDialogProps {
  /** The key asked about; the dialog is open while there is one. */
  apiKey: Pick<ApiKeyRow, "id" | "title"> | null;
  onClose: () => void;
}

/** Asks before a key is deleted, naming it; once deleted, the next call made with it is refused. */
export function DeleteApiKeyDialog({ apiKey, onClose }: DeleteApiKeyDialogProps) {
  const remove = useDeleteApiKey();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="حذف کلید API"
      message={
        apiKey
          ? `کلید «${apiKey.title}» حذف می‌شود و برنامه‌هایی که با آن کار می‌کنند از همین لحظه پاسخ «دسترسی ندارید» می‌گیرند. حذف شود؟`
          : undefined
      }
      confirmLabel="حذف کلید"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() => {
        if (!apiKey) return;
        remove.mutate(apiKey.id, {
          onSuccess: () => {
            toast.success(`کلید «${apiKey.title}» حذف شد.`);
            remove.reset();
            onClose();
          },
        });
      }}
    />
  );
}
