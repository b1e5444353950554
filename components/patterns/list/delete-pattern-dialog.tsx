"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useDeletePattern } from "@/lib/api/patterns";
import type { Pattern } from "@/lib/contract/patterns";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { patternName } from "./pattern-columns";

export interface DeletePatternDialogProps {
  /** The pattern asked about; the dialog is open while there is one. */
  pattern: Pattern | null;
  onClose: () => void;
  onDeleted?: (pattern: Pattern) => void;
}

/** Asks before one of the account's patterns is deleted: sends by its code stop working. */
export function DeletePatternDialog({ pattern, onClose, onDeleted }: DeletePatternDialogProps) {
  const remove = useDeletePattern();
  return (
    <ConfirmDialog
      open={pattern !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="حذف الگو"
      message={
        pattern
          ? `الگوی «${patternName(pattern)}» حذف می‌شود و ارسال با کد آن دیگر ممکن نیست. این کار بازگشتی ندارد. حذف شود؟`
          : undefined
      }
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() => {
        if (!pattern) return;
        remove.mutate(pattern.pattern_code, {
          onSuccess: () => {
            toast.success(`الگوی «${patternName(pattern)}» حذف شد.`);
            remove.reset();
            onClose();
            onDeleted?.(pattern);
          },
        });
      }}
    />
  );
}
