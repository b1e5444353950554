"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeleteFile } from "@/lib/api/account-files";
import type { AccountFile } from "@/lib/contract/account-files";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

/** Asks before an export or an upload is deleted (the send or import that read an upload stays); its space is free again once it goes. */
export function DeleteFileDialog({
  file,
  onOpenChange,
  onDeleted,
}: {
  file: AccountFile | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteFile();
  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title="حذف فایل"
      message={file ? `فایل «${file.name}» حذف می‌شود و دیگر دریافت نمی‌شود. حذف شود؟` : undefined}
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        file &&
        remove.mutate(file.id, {
          onSuccess: (gone) => {
            toast.success(`فایل «${gone.name}» حذف شد.`);
            onOpenChange(false);
            onDeleted();
          },
        })
      }
    />
  );
}
